import { describe, expect, it } from 'vitest';
import { Limiter, memoryStore, redisStore, WindowLimiter } from './limiter';

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

describe('Limiter (memory store)', () => {
  it('takes a slot atomically: 20 parallel takes, exactly the limit succeed', async () => {
    const l = new Limiter(memoryStore(), 'test', 5, 60_000);
    const takes = await Promise.all(Array.from({ length: 20 }, () => l.take('k')));
    expect(takes.filter((x) => x.ok)).toHaveLength(5);
  });

  it('refunds and resets; a new window starts after the last', async () => {
    let now = 0;
    const l = new Limiter(memoryStore(), 'test', 1, 1000, () => now);
    expect((await l.take('a')).ok).toBe(true);
    expect((await l.take('a')).ok).toBe(false);
    await l.refund('a');
    await l.refund('a');
    expect((await l.take('a')).ok).toBe(true);
    await l.reset('a');
    expect((await l.take('a')).ok).toBe(true);
    now = 1000;
    expect((await l.take('a')).ok).toBe(true);
  });
});

describe('Limiter (Redis store)', () => {
  it('sends INCR with its expiry in one script and reads the count back', async () => {
    const calls: unknown[][] = [];
    let count = 0;
    const fake = {
      eval: async (...args: unknown[]) => {
        calls.push(args);
        return String(args[0]).includes('INCR') ? [++count, 900] : count;
      },
      del: async () => 1,
      quit: async () => 'OK',
    };
    const l = new Limiter(redisStore(fake), 'login', 2, 1000, () => 5000);
    expect(await l.take('k')).toEqual({ ok: true, count: 1, retryAfterMs: 900 });
    await l.take('k');
    expect((await l.take('k')).ok).toBe(false);
    expect(calls[0]).toEqual([
      expect.stringContaining('PEXPIRE'),
      1,
      'academy:limit:login:k',
      1000,
    ]);
  });
});
