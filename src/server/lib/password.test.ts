import { describe, expect, it } from 'vitest';
import { hashPassword, randomPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('12345');
    const b = await hashPassword('12345');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('12345', a)).toBe(true);
    expect(await verifyPassword('12346', a)).toBe(false);
    expect(await verifyPassword('12345', 'garbage')).toBe(false);
  });

  it('makes readable random passwords', () => {
    const p = randomPassword();
    expect(p).toHaveLength(14);
    expect(p).not.toMatch(/[01lIoO]/);
    expect(randomPassword()).not.toBe(p);
  });
});
