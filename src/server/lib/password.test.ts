import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  randomPassword,
  setHashCostForTesting,
  verifyPassword,
} from './password';

const scryptHash = (password: string, N = 2 ** 17) => {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
};

describe('passwords', { timeout: 30_000 }, () => {
  it('hashes with argon2id at a random salt and verifies only the right password', async () => {
    const a = await hashPassword('12345');
    const b = await hashPassword('12345');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('12345', a)).toBe(true);
    expect(await verifyPassword('12346', a)).toBe(false);
    expect(await verifyPassword('12345', 'garbage')).toBe(false);
  });

  it('still verifies scrypt hashes of before, and asks to rehash them', async () => {
    const old = scryptHash('long-enough-1');
    expect(await verifyPassword('long-enough-1', old)).toBe(true);
    expect(await verifyPassword('long-enough-2', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('long-enough-1'))).toBe(false);
    // Weaker argon2id costs are rehashed too.
    expect(needsRehash('$argon2id$v=19$m=4096,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=19456,t=1,p=1$c2FsdHNhbHQ$a2V5a2V5')).toBe(true);
  });

  it('refuses hashes naming an absurd cost without running them', async () => {
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHQ$a2V5')).toBe(
      false,
    );
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=99,p=1$c2FsdHNhbHQ$a2V5')).toBe(
      false,
    );
  });

  it('takes a lower cost for tests only, and rehashes against the cost in use', async () => {
    expect(() => setHashCostForTesting(64, { NODE_ENV: 'production' })).toThrow(
      /refused when NODE_ENV/,
    );
    expect(() => setHashCostForTesting(64, {})).toThrow(/refused when NODE_ENV/);
    expect(() => setHashCostForTesting(19457, { NODE_ENV: 'test' })).toThrow(/from 8 to 19456/);
    expect(() => setHashCostForTesting(4, { NODE_ENV: 'test' })).toThrow(/from 8 to 19456/);
    try {
      setHashCostForTesting(64, { NODE_ENV: 'test' });
      const cheap = await hashPassword('long-enough-1');
      expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=2,p=1\$/);
      expect(await verifyPassword('long-enough-1', cheap)).toBe(true);
      expect(needsRehash(cheap)).toBe(false);
    } finally {
      setHashCostForTesting(19456, { NODE_ENV: 'test' });
    }
    // Back at OWASP's cost, the cheap hash asks to be rehashed.
    expect(needsRehash('$argon2id$v=19$m=64,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5')).toBe(true);
    expect(await hashPassword('long-enough-1')).toMatch(/^\$argon2id\$v=19\$m=19456,/);
  });

  it('makes readable random passwords', () => {
    const p = randomPassword();
    expect(p).toHaveLength(14);
    expect(p).not.toMatch(/[01lIoO]/);
    expect(randomPassword()).not.toBe(p);
  });
});
