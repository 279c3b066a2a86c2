import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '#server/db/schema-accounts.ts';
import { smtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

let smtp: SmtpCatcher;
let t: TestApp;

beforeAll(async () => {
  smtp = await smtpCatcher();
  t = await createTestApp({
    jobs: 'run',
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'office@academy.example',
      PUBLIC_URL: 'https://academy.example',
    },
    resetLimits: { perAccount: 3, perIp: 1000 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The token of the newest mail to `address` (quoted-printable decoded). */
async function tokenMailedTo(address: string, after: number): Promise<string> {
  const mail = await smtp.mailTo(address, after, 'a reset e-mail');
  const body = mail.raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const m = /https:\/\/academy\.example\/reset-password#token=([A-Za-z0-9_-]+)/.exec(body);
  if (!m) throw new Error(`no link in: ${body}`);
  return m[1]!;
}

const forgot = (identifier: string) =>
  t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, newPassword } });
const login = (studentId: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/student/login', payload: { studentId, password } });

describe('forgot password with SMTP', () => {
  it('says reset by e-mail is available', async () => {
    const res = await t.app.inject({ url: '/auth/password-reset' });
    expect(res.json()).toEqual({ byEmail: true });
  });

  it('e-mails a single-use link; setting a password ends every session', async () => {
    const s = await t.newStudent({ email: 'simran.reset@example.in', password: 'old-password' });
    const other = sessionCookieOf(await login(s.student.studentId, 'old-password'));
    const before = smtp.received.length;
    const res = await forgot(s.student.studentId);
    expect(res.statusCode).toBe(202);
    const token = await tokenMailedTo('simran.reset@example.in', before);
    // Only the hash is stored.
    const rows = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, s.student.user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);

    const short = await reset(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(204);
    const again = await reset(token, 'another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ code: string }>().code).toBe('RESET_LINK_INVALID');

    for (const cookie of [s.cookie, other]) {
      const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
      expect(me.json<{ user: unknown }>().user).toBeNull();
    }
    expect((await login(s.student.studentId, 'old-password')).statusCode).toBe(401);
    expect((await login(s.student.studentId, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('finds the student by e-mail, and answers an unknown account the same way', async () => {
    await t.newStudent({ email: 'by.mail@example.in' });
    const before = smtp.received.length;
    const known = await forgot('BY.MAIL@example.in');
    await tokenMailedTo('by.mail@example.in', before);
    const unknown = await forgot('nobody-here');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    // An admin account cannot be reset by e-mail (admins have no address on record).
    const admin = await forgot(t.admin.user.username);
    expect(admin.json()).toEqual(known.json());
  });

  it('refuses an expired link, and a newer link replaces the older one', async () => {
    const s = await t.newStudent({ email: 'expiry@example.in' });
    let before = smtp.received.length;
    await forgot('expiry@example.in');
    const first = await tokenMailedTo('expiry@example.in', before);
    before = smtp.received.length;
    await forgot('expiry@example.in');
    const second = await tokenMailedTo('expiry@example.in', before);
    expect((await reset(first, 'brand-new-pass')).statusCode).toBe(400);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, s.student.user!.id));
    const expired = await reset(second, 'brand-new-pass');
    expect(expired.json<{ code: string }>().code).toBe('RESET_LINK_INVALID');
    expect((await reset('not-a-token', 'brand-new-pass')).statusCode).toBe(400);
  });

  it('limits requests per account', async () => {
    await t.newStudent({ studentId: 'LIMIT-1', email: 'limit@example.in' });
    for (let i = 0; i < 3; i++) expect((await forgot('limit-1')).statusCode).toBe(202);
    const blocked = await forgot('LIMIT-1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ code: string }>().code).toBe('RATE_LIMITED');
  });
});

describe('forgot password without SMTP', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('tells the page to send the student to the office', async () => {
    expect((await plain.app.inject({ url: '/auth/password-reset' })).json()).toEqual({
      byEmail: false,
    });
    const res = await plain.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { identifier: 'anyone' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toContain('ask the academy office');
  });
});
