import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

const putLanguage = (language: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    payload: { language },
    headers: cookie ? { cookie } : {},
  });

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie } })).json();

describe('PUT /api/account/language', () => {
  it('remembers the language with the user: /auth/me and the next login carry it', async () => {
    const s = await t.newStudent({ password: 'student-password' });
    expect((await me(s.cookie)).user).not.toHaveProperty('language');

    const res = await putLanguage('pa', s.cookie);
    expect(res.statusCode, res.body).toBe(204);
    // At once, though the session was just read (the session cache forgets the user).
    expect((await me(s.cookie)).user.language).toBe('pa');

    // A login on another device starts in it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/student/login',
      payload: { studentId: s.student.studentId, password: 'student-password' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ username: s.student.studentId, language: 'pa' });

    expect((await putLanguage('hi', s.cookie)).statusCode).toBe(204);
    expect((await me(s.cookie)).user.language).toBe('hi');
  });

  it('works for an admin too, and only for the user asking', async () => {
    const a = await t.newAdmin();
    expect((await putLanguage('hi', a.cookie)).statusCode).toBe(204);
    expect((await me(a.cookie)).user.language).toBe('hi');
    expect((await me(t.admin.cookie)).user).not.toHaveProperty('language');
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: a.user.username, password: 'admin-password' },
    });
    expect(login.json().user.language).toBe('hi');
  });

  it('refuses a language the product does not have (400) and an anonymous caller (401)', async () => {
    const bad = await putLanguage('fr', t.studentA.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await putLanguage('pa')).statusCode).toBe(401);
  });
});
