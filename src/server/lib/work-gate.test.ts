import { describe, expect, it } from 'vitest';
import { GateFull, WorkGate } from './work-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('WorkGate', () => {
  it('runs at most `slots` tasks at once, the rest in order', async () => {
    const gate = new WorkGate(2, 10);
    const started: number[] = [];
    const gates = [0, 1, 2, 3].map(() => deferred());
    const runs = gates.map((d, i) =>
      gate.run(async () => {
        started.push(i);
        await d.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    gates[1]!.resolve();
    await runs[1];
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates.forEach((d) => d.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a shedding task at once when the queue is full, and frees its slot on failure', async () => {
    const gate = new WorkGate(1, 1);
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const second = gate.run(async () => 'queued', { shed: true });
    await expect(gate.run(async () => 'x', { shed: true })).rejects.toBeInstanceOf(GateFull);
    // A task that does not shed waits however long the queue is.
    const patient = gate.run(async () => 'patient');
    hold.resolve();
    await first;
    expect(await second).toBe('queued');
    expect(await patient).toBe('patient');
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a shedding task that waited longer than maxWaitMs when its turn comes', async () => {
    let clock = 0;
    const gate = new WorkGate(1, 10, 1000, () => clock);
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const stale = gate.run(async () => 'stale', { shed: true });
    const patient = gate.run(async () => 'patient');
    clock = 1500;
    const fresh = gate.run(async () => 'fresh', { shed: true });
    hold.resolve();
    await first;
    await expect(stale).rejects.toBeInstanceOf(GateFull);
    expect(await patient).toBe('patient');
    expect(await fresh).toBe('fresh');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
