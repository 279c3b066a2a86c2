import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStudent, ensureCourses, registrationPayload } from '#server/seed/factories.ts';
import { passwordGate } from '#server/lib/password.ts';
import { setupTestApp } from '../support/test-app';

// Every password hash costs ~0.4 s of a core, one at a time per core (passwordGate). A request
// that will be refused anyway for something that needs no password is refused before the hash,
// so a flood of such requests (or a scanner's thousands) does not queue behind the cores.
const t = setupTestApp();
let hashes: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  await ensureCourses(t.db, ['Web Designing']);
});
const countHashes = () => (hashes = vi.spyOn(passwordGate, 'run'));
afterEach(() => hashes?.mockRestore());

const post = (url: string, payload: object, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': '203.0.113.40' },
  });

/** The public form's body: the applicant's own password, typed twice. */
const application = (o: object) => {
  const p = registrationPayload({ password: 'my-own-pass-1', ...o });
  return { ...p, confirmPassword: p.password };
};

describe('refusals that need no password come before the hash', { timeout: 60_000 }, () => {
  it('register-student: a taken e-mail or phone, or an unknown course, hashes nothing', async () => {
    const taken = await createStudent(t.db, { email: `taken.${Date.now()}@example.in` });
    countHashes();
    const email = await post(
      '/api/register-student',
      registrationPayload({ emailAddress: taken.email!.toUpperCase(), courses: ['Web Designing'] }),
      t.admin.cookie,
    );
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    const phone = await post(
      '/api/register-student',
      registrationPayload({ phoneNumber: taken.phone!, courses: ['Web Designing'] }),
      t.admin.cookie,
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toMatchObject({ code: 'PHONE_TAKEN' });
    const course = await post(
      '/api/register-student',
      registrationPayload({ courses: ['No Such Course'] }),
      t.admin.cookie,
    );
    expect(course.statusCode).toBe(400);
    expect(hashes).not.toHaveBeenCalled();

    // A registration that passes those checks is hashed once and made.
    const made = await post(
      '/api/register-student',
      registrationPayload({ courses: ['Web Designing'] }),
      t.admin.cookie,
    );
    expect(made.statusCode).toBe(201);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it('admissions: an unknown course hashes nothing; a taken e-mail still costs its hash', async () => {
    const taken = await createStudent(t.db, { email: `student.${Date.now()}@example.in` });
    countHashes();
    const course = await post('/api/admissions', application({ courses: ['Nope'] }));
    expect(course.statusCode).toBe(400);
    expect(hashes).not.toHaveBeenCalled();
    // The public form must not tell (by its answer or its time) that an e-mail is a student's.
    const same = await post(
      '/api/admissions',
      application({ emailAddress: taken.email!, courses: ['Web Designing'] }),
    );
    expect(same.statusCode).toBe(201);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it('reset-password: a link that cannot work hashes nothing', async () => {
    countHashes();
    const res = await post('/auth/reset-password', {
      token: 'no-such-token-0123456789',
      newPassword: 'Pine-river-4417',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect(hashes).not.toHaveBeenCalled();
  });

  it('change password: a common new password is refused before the current one is checked', async () => {
    const { cookie } = await t.newStudent();
    countHashes();
    const res = await post(
      '/api/account/password',
      { currentPassword: 'student-password', newPassword: 'password123' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json()).toHaveProperty('fieldErrors.newPassword');
    expect(hashes).not.toHaveBeenCalled();
  });
});
