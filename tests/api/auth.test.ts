import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '#server/data/sessions.ts';
import { createAdmin, createStudent } from '#server/seed/factories.ts';
import { sessions } from '#server/db/schema.ts';
import { createTestApp, sessionCookieOf, setupTestApp } from '../support/test-app';

const t = setupTestApp({ loginLimits: { perAccount: 3, perIp: 1000 } });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /auth/login (admin)', () => {
  it('answers { user } and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const admin = await createAdmin(t.db, { name: 'Office Admin' });
    const res = await post('/auth/login', { username: admin.username, password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: admin.id, username: admin.username, role: 'admin', name: 'Office Admin' },
    });
    const cookie = res.cookies.find((c) => c.name === 'academy_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(cookie!.value)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(cookie!.value);
  });

  it('answers 401 with the message for a wrong password, and sets no cookie', async () => {
    const admin = await createAdmin(t.db);
    const res = await post('/auth/login', { username: admin.username, password: 'wrong-one' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    expect(res.cookies).toHaveLength(0);
  });

  it('answers 401 for an unknown admin and for a student using the admin login', async () => {
    expect((await post('/auth/login', { username: 'nobody', password: 'x' })).statusCode).toBe(401);
    const student = await createStudent(t.db);
    const res = await post('/auth/login', {
      username: student.studentId,
      password: student.password,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with the spec message when a field is empty', async () => {
    const res = await post('/auth/login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all fields!');
    expect(res.json().fieldErrors).toMatchObject({
      username: ['Please fill in all fields!'],
      password: ['Please fill in all fields!'],
    });
    const empty = await post('/auth/login', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please fill in all fields!',
    });
  });

  it('issues a new token at every login', async () => {
    const admin = await createAdmin(t.db);
    const a = sessionCookieOf(
      await post('/auth/login', { username: admin.username, password: admin.password }),
    );
    const b = sessionCookieOf(
      await post('/auth/login', { username: admin.username, password: admin.password }),
    );
    expect(a).not.toBe(b);
  });

  it('marks the cookie Secure when served over HTTPS behind a trusted proxy', async () => {
    const secure = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const admin = await createAdmin(secure.db);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: admin.username, password: admin.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === 'academy_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('POST /auth/student/login', () => {
  it('logs a student in with their student ID and password', async () => {
    const student = await createStudent(t.db, { studentId: 'ACA-T-1', password: 'secret-12' });
    const res = await post('/auth/student/login', { studentId: 'aca-t-1', password: 'secret-12' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'ACA-T-1', role: 'student' });
    expect(student.user?.id).toBe(res.json().user.id);
  });

  it("answers 401 'Invalid ID or password' for a wrong password or empty fields", async () => {
    const student = await createStudent(t.db);
    for (const payload of [
      { studentId: student.studentId, password: 'nope' },
      { studentId: '', password: '' },
      { studentId: 'ghost', password: 'x' },
    ]) {
      const res = await post('/auth/student/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid ID or password',
      });
    }
  });

  it('refuses a pending application (no account yet)', async () => {
    const app = await createStudent(t.db, { status: 'pending', password: 'pending-1' });
    const res = await post('/auth/student/login', {
      studentId: app.studentId,
      password: 'pending-1',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('tells who is logged in, and nobody after logout (the session is gone server-side)', async () => {
    const { cookie, student } = await t.newStudent();
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ username: student.studentId, role: 'student' });

    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'academy_session')?.value).toBe('');
    const token = cookie.split('=')[1]!;
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token))),
    ).toHaveLength(0);

    // Replaying the old cookie does not work.
    const after = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });

  it('answers { user: null } without a session', async () => {
    const res = await t.app.inject({ url: '/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });
});

describe('role guards', () => {
  it('admin calls answer 401 without a session, 403 for a student, 200 for an admin', async () => {
    const student = await t.newStudent();
    const admin = (await t.newAdmin()).cookie;
    const url = '/api/admin/summary';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: student.cookie } })).statusCode).toBe(403);
    const ok = await t.app.inject({ url, headers: { cookie: admin } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ students: expect.any(Number), unreadMessages: 0 });
  });

  it('student calls answer 401 without a session and 403 for an admin', async () => {
    const admin = (await t.newAdmin()).cookie;
    const url = '/api/student/profile';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode).toBe(403);
  });

  it('the notice count needs any session', async () => {
    const { cookie } = await t.newStudent();
    expect((await t.app.inject({ url: '/api/notices/count' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/notices/count', headers: { cookie } });
    expect(res.json()).toEqual({ count: expect.any(Number) });
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from another origin or another site', async () => {
    const admin = await createAdmin(t.db);
    const body = { username: admin.username, password: admin.password };
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const res = await post('/auth/login', body, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'CROSS_SITE',
        message: 'Cross-site requests are not allowed.',
      });
    }
    const same = await post('/auth/login', body, {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(same.statusCode).toBe(200);
  });
});

// scrypt at N=2^17 (about a second a check, more on a loaded machine).
describe('login rate limits', { timeout: 120_000 }, () => {
  it('answers 429 after repeated failures against one account, even with the right password', async () => {
    const admin = await createAdmin(t.db);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/auth/login', { username: admin.username, password: 'bad' })).statusCode,
      ).toBe(401);
    }
    const res = await post('/auth/login', { username: admin.username, password: admin.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().message).toMatch(/Too many failed logins\. Please wait \d+ seconds/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after repeated failures from one IP address across accounts', async () => {
    const limited = await createTestApp({
      loginLimits: { perIp: 4, perAccount: 100, networkDelayMs: 60_000, maxNetworkDelayMs: 60_000 },
    });
    try {
      for (let i = 0; i < 4; i++) {
        await limited.app.inject({
          method: 'POST',
          url: '/auth/student/login',
          payload: { studentId: `ghost-${i}`, password: 'x' },
        });
      }
      const res = await limited.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'someone', password: 'x' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
