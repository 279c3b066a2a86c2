import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  randomPassword,
  setHashCostForTesting,
  verifyPassword,
} from './password';

// scrypt at N=2^17 takes about a second a hash on a busy machine.
describe('passwords', { timeout: 30_000 }, () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('12345');
    const b = await hashPassword('12345');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('12345', a)).toBe(true);
    expect(await verifyPassword('12346', a)).toBe(false);
    expect(await verifyPassword('12345', 'garbage')).toBe(false);
  });

  it("hashes at OWASP's minimum cost and asks to rehash weaker hashes", async () => {
    const strong = await hashPassword('long-enough-1');
    expect(needsRehash(strong)).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$a2V5')).toBe(true);
    // A hash naming an absurd cost is not ours: refused without running scrypt.
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA==$a2V5')).toBe(false);
  });

  it('takes a lower cost for tests only, and rehashes against the cost in use', async () => {
    expect(() => setHashCostForTesting(4, { NODE_ENV: 'production' })).toThrow(
      /refused when NODE_ENV/,
    );
    expect(() => setHashCostForTesting(4, {})).toThrow(/refused when NODE_ENV/);
    expect(() => setHashCostForTesting(18, { NODE_ENV: 'test' })).toThrow(/from 1 to 17/);
    expect(() => setHashCostForTesting(0, { NODE_ENV: 'test' })).toThrow(/from 1 to 17/);
    try {
      setHashCostForTesting(4, { NODE_ENV: 'test' });
      const cheap = await hashPassword('long-enough-1');
      expect(cheap).toMatch(/^scrypt\$16\$8\$1\$/);
      expect(await verifyPassword('long-enough-1', cheap)).toBe(true);
      expect(needsRehash(cheap)).toBe(false);
      expect(needsRehash('scrypt$8$8$1$c2FsdA==$a2V5')).toBe(true);
      expect(needsRehash('scrypt$131072$8$1$c2FsdA==$a2V5')).toBe(false);
    } finally {
      setHashCostForTesting(17, { NODE_ENV: 'test' });
    }
    // Back at OWASP's cost, the cheap hash asks to be rehashed.
    expect(needsRehash('scrypt$16$8$1$c2FsdA==$a2V5')).toBe(true);
    expect(await hashPassword('long-enough-1')).toMatch(/^scrypt\$131072\$/);
  });

  it('makes readable random passwords', () => {
    const p = randomPassword();
    expect(p).toHaveLength(14);
    expect(p).not.toMatch(/[01lIoO]/);
    expect(randomPassword()).not.toBe(p);
  });
});
