import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './limiter';

describe('WindowLimiter', () => {
  it('blocks a key after the limit until its window passes', () => {
    let now = 0;
    const l = new WindowLimiter(2, 1000, () => now);
    expect(l.hit('a')).toBe(true);
    expect(l.blocked('a')).toBe(false);
    expect(l.hit('a')).toBe(true);
    expect(l.blocked('a')).toBe(true);
    expect(l.hit('a')).toBe(false);
    expect(l.blocked('b')).toBe(false);
    now = 1000;
    expect(l.blocked('a')).toBe(false);
  });

  it('forgets a key on reset', () => {
    const l = new WindowLimiter(1, 1000);
    l.hit('a');
    l.reset('a');
    expect(l.blocked('a')).toBe(false);
  });
});
