import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createResetToken } from '../src/server/data/accounts';
import { defaultSessionPolicy } from '../src/server/data/sessions';
import { auditLog } from '../src/server/db/schema-security';
import { waitFor } from '../tests/support/wait-for';
import { sessionCookieOf, setupTestApp, type StudentSession } from '../tests/support/test-app';

// Security suite 5 (README "Security"): every way a session must end, ends, at once, on the
// same instance (the 5-second session cache included), and idle and absolute expiry hold under
// a fake clock. Prints `sessions: n checks, 0 survived`.
let fakeNow = Date.parse('2026-06-01T08:00:00Z');
const { idleMs, absoluteMs } = defaultSessionPolicy;
const t = setupTestApp({
  loginLimits: { perIp: 1000, perAccount: 1000 },
  sessionPolicy: { now: () => fakeNow },
});

const password = 'student-password';
const strongPassword = 'Kesar-Lantern-Harbour-42';
let checks = 0;
const survivors: string[] = [];

/** Who a cookie belongs to now: the user id, or undefined when the session is dead. */
async function whoIs(cookie: string): Promise<number | undefined> {
  const res = await t.app.inject({ url: '/auth/me', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ user: { id: number } | null }>().user?.id;
}

/** Reads the session twice so it sits in the per-process cache before it is ended. */
async function warm(cookie: string) {
  expect(await whoIs(cookie)).toBeDefined();
  expect(await whoIs(cookie)).toBeDefined();
}

/** The session must be dead at once: /auth/me knows nobody and a guarded call answers 401. */
async function expectDead(what: string, cookie: string) {
  checks++;
  const me = await whoIs(cookie);
  const guarded = await t.app.inject({ url: '/api/notices/count', headers: { cookie } });
  if (me !== undefined || guarded.statusCode !== 401) survivors.push(what);
  expect(me, what).toBeUndefined();
  expect(guarded.statusCode, what).toBe(401);
}

async function logIn(s: StudentSession, pass = password, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/student/login',
    payload: { studentId: s.student.studentId, password: pass },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}

const admin = (method: 'POST' | 'DELETE', url: string) =>
  t.app.inject({
    method,
    url,
    payload: method === 'POST' ? {} : undefined,
    headers: { cookie: t.admin.cookie },
  });

afterAll(() => {
  console.log(`sessions: ${checks} checks, ${survivors.length} survived`);
  expect(survivors).toEqual([]);
});

describe('login rotates the token', () => {
  it('a cookie sent to login does not survive it, and a planted token is never adopted', async () => {
    const s = await t.newStudent();
    const before = await logIn(s);
    await warm(before);
    const after = await logIn(s, password, before);
    expect(after).not.toBe(before);
    await expectDead('the cookie sent to login', before);
    expect(await whoIs(after)).toBe(s.student.userId);

    const planted = 'academy_session=' + 'A'.repeat(43);
    const fresh = await logIn(s, password, planted);
    expect(fresh).not.toBe(planted);
    await expectDead('a planted token after login', planted);
  });
});

describe('a session ends', () => {
  it('at logout, at once on the same instance', async () => {
    const s = await t.newStudent();
    await warm(s.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(204);
    await expectDead('after logout', s.cookie);
  });

  it('when the student is deleted', async () => {
    const s = await t.newStudent();
    const other = await logIn(s);
    await warm(s.cookie);
    await warm(other);
    expect((await admin('DELETE', `/api/students/${s.student.id}`)).statusCode).toBe(204);
    await expectDead('after delete (1st device)', s.cookie);
    await expectDead('after delete (2nd device)', other);
  });

  it('at a password change: every session ends, the caller gets a new token', async () => {
    // The product (routes/account, the Settings screen) logs the caller in again with a new
    // token: a stolen copy of the old cookie must not survive the change (issue 26 L5).
    const s = await t.newStudent();
    const other = await logIn(s);
    await warm(s.cookie);
    await warm(other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: password, newPassword: strongPassword },
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode, res.body).toBe(204);
    await expectDead('the other device after a password change', other);
    await expectDead("the caller's old token after a password change", s.cookie);
    const rotated = sessionCookieOf(res);
    expect(rotated).not.toBe(s.cookie);
    expect(await whoIs(rotated)).toBe(s.student.userId);
  });

  it('at a reset by the admin', async () => {
    const s = await t.newStudent();
    await warm(s.cookie);
    expect((await admin('POST', `/api/students/${s.student.id}/reset-password`)).statusCode).toBe(
      200,
    );
    await expectDead('after an admin reset', s.cookie);
  });

  it('at a reset through an e-mailed link', async () => {
    const s = await t.newStudent();
    await warm(s.cookie);
    const token = await createResetToken(t.db, s.student.userId!);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: strongPassword },
    });
    expect(res.statusCode, res.body).toBe(204);
    await expectDead('after a reset link', s.cookie);
  });

  it('when the admin ends them (every device), audited', async () => {
    const s = await t.newStudent();
    const other = await logIn(s);
    await warm(s.cookie);
    await warm(other);
    const res = await admin('POST', `/api/students/${s.student.id}/end-sessions`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    await expectDead('after End sessions (1st device)', s.cookie);
    await expectDead('after End sessions (2nd device)', other);
    await waitFor(
      async () =>
        (
          await t.db
            .select()
            .from(auditLog)
            .where(
              and(
                eq(auditLog.route, '/api/students/:id/end-sessions'),
                eq(auditLog.target, `id=${s.student.id}`),
              ),
            )
        ).find((r) => r.action === 'admin.change' && r.userId === t.admin.user.id),
      { message: 'the audit row of End sessions', timeout: 15_000 },
    );
    // The student can still log in: their password did not change.
    expect(await whoIs(await logIn(s))).toBe(s.student.userId);
  });
});

describe('expiry under a fake clock', () => {
  it('an idle session ends after the idle limit', async () => {
    const s = await t.newStudent();
    const cookie = await logIn(s);
    await warm(cookie);
    fakeNow += idleMs - 60_000;
    expect(await whoIs(cookie)).toBe(s.student.userId);
    fakeNow += idleMs + 1;
    await expectDead('idle past the limit', cookie);
  });

  it('a session in use ends at the absolute limit', async () => {
    const s = await t.newStudent();
    const cookie = await logIn(s);
    const started = fakeNow;
    // Used every 6 hours (never idle long enough), it lives until the absolute limit.
    while (fakeNow + 6 * 3600_000 < started + absoluteMs) {
      fakeNow += 6 * 3600_000;
      expect(await whoIs(cookie)).toBe(s.student.userId);
    }
    fakeNow = started + absoluteMs + 1;
    await expectDead('in use past the absolute limit', cookie);
  });
});
