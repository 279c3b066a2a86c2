import { describe, expect, it } from 'vitest';
import { deadlineFrom, formatRemaining, remainingAt } from './countdown';

describe('the countdown', () => {
  it('counts down from the server’s remaining time on the monotonic clock', () => {
    const d = deadlineFrom(60_000, 1_000);
    expect(remainingAt(d, 1_000)).toBe(60_000);
    expect(remainingAt(d, 31_000)).toBe(30_000);
    expect(remainingAt(d, 99_000)).toBe(0);
    expect(remainingAt(deadlineFrom(-5, 0), 0)).toBe(0);
  });

  it('shows hh:mm:ss, rounding up', () => {
    expect(formatRemaining(3 * 3600_000)).toBe('03:00:00');
    expect(formatRemaining(59_001)).toBe('00:01:00');
    expect(formatRemaining(400)).toBe('00:00:01');
    expect(formatRemaining(0)).toBe('00:00:00');
  });
});
