import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { students } from '#server/db/schema.ts';
import { ensureCourses, registrationPayload } from '#server/seed/factories.ts';
import { commonPasswords } from '#server/lib/password-policy.ts';
import { setupTestApp } from '../support/test-app';

// Findings (Low): passwords of 5 characters were accepted with no blocklist; a deleted
// student's ID was given to the next registrant (max + 1).
const t = setupTestApp();
let n = 0;
beforeAll(async () => {
  await ensureCourses(t.db, registrationPayload().courses ?? []);
});

const unique = () => {
  n += 1;
  return {
    emailAddress: `rules${n}@example.in`,
    phoneNumber: `97800001${String(n).padStart(2, '0')}`,
  };
};
const register = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register-student',
    headers: { cookie: t.admin.cookie },
    payload: registrationPayload({ ...unique(), password }),
  });
const apply = (password: string) => {
  const p = registrationPayload({ ...unique(), password });
  return t.app.inject({
    method: 'POST',
    url: '/api/admissions',
    payload: { ...p, confirmPassword: password },
    remoteAddress: `10.7.0.${n}`,
  });
};

describe('new passwords: 8–128 characters, the common ones refused', () => {
  it('ships a list of at least 3,000 common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(3000);
    console.info(`common-password list: ${commonPasswords().size} entries`);
  });

  it.each([
    ['register-student', register],
    ['admissions', apply],
  ])('%s refuses short, long and common passwords, and takes a good one', async (_, send) => {
    for (const [password, message] of [
      ['12345', 'at least 8'],
      ['x'.repeat(129), 'at most 128'],
      ['password123', 'too common'],
      ['Sunshine1', 'too common'],
      ['12345678', 'too common'],
    ] as const) {
      const res = await send(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fieldErrors.password.join(' ')).toContain(message);
    }
    expect((await send('kesar-chai-at-nine')).statusCode).toBe(201);
  });
});

describe('student IDs are never reissued', () => {
  it('the next registrant after a deletion gets a new number', async () => {
    const first = await register('kesar-chai-at-nine');
    const { studentId } = first.json<{ studentId: string }>();
    const [row] = await t.db.select().from(students).where(eq(students.studentId, studentId));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/students/${row!.id}`,
      headers: { cookie: t.admin.cookie },
    });
    expect(del.statusCode).toBeLessThan(300);
    const next = (await register('kesar-chai-at-ten')).json<{ studentId: string }>().studentId;
    expect(next).not.toBe(studentId);
    const num = (id: string) => Number(id.split('-').at(-1));
    expect(num(next)).toBe(num(studentId) + 1);
  });
});
