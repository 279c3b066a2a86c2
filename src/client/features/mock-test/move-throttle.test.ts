import { describe, expect, it } from 'vitest';
import { MoveThrottle } from './move-throttle';

function harness() {
  const sent: number[] = [];
  const timers: (() => void)[] = [];
  const throttle = new MoveThrottle<number>(
    (m) => sent.push(m),
    1_000,
    (fn) => {
      timers.push(fn);
      return () => timers.splice(timers.indexOf(fn), 1);
    },
  );
  const tick = () => timers.shift()?.();
  return { sent, timers, throttle, tick };
}

describe('the move throttle', () => {
  it('sends only the latest move of an interval, then waits for the next move', () => {
    const { sent, timers, throttle, tick } = harness();
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    expect([sent, timers.length]).toEqual([[], 1]);
    tick();
    expect(sent).toEqual([3]);
    expect(timers).toHaveLength(0);
    throttle.push(4);
    tick();
    expect(sent).toEqual([3, 4]);
  });

  it('drops a move a save made old, and flushes the pending one at once', () => {
    const { sent, throttle, tick } = harness();
    throttle.push(1);
    throttle.drop();
    tick();
    expect(sent).toEqual([]);
    throttle.push(2);
    throttle.flush();
    expect(sent).toEqual([2]);
    throttle.dispose();
  });
});
