import { describe, expect, it } from 'vitest';
import { networkOf, oneHashAtATime } from './hash-turns';
import { memoryStore } from './limiter';

describe('networkOf', () => {
  it('keeps IPv4 and counts IPv6 by its /64', () => {
    expect(networkOf('192.0.2.10')).toBe('192.0.2.10');
    expect(networkOf('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('oneHashAtATime', () => {
  it('refuses a second hash for the same key while one runs, and frees it after', async () => {
    const store = memoryStore();
    let release!: () => void;
    const first = oneHashAtATime(store, 'user:1', () => new Promise<void>((r) => (release = r)));
    await expect(oneHashAtATime(store, 'user:1', async () => 1)).rejects.toMatchObject({
      code: 'BUSY',
    });
    expect(await oneHashAtATime(store, 'user:2', async () => 2)).toBe(2);
    release();
    await first;
    expect(await oneHashAtATime(store, 'user:1', async () => 3)).toBe(3);
  });
});
