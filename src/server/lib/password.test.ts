import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, randomPassword, verifyPassword } from './password';

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

  it('makes readable random passwords', () => {
    const p = randomPassword();
    expect(p).toHaveLength(14);
    expect(p).not.toMatch(/[01lIoO]/);
    expect(randomPassword()).not.toBe(p);
  });
});
