// The password-reset e-mail goes out in the language the student chose (English otherwise), with
// a link to the reset page in that language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, type TestApp } from '../support/test-app';

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
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Quoted-printable bytes (=XX) back to UTF-8 text. */
const qp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The decoded subject and text of the newest mail to `address`. */
async function mailTo(address: string, after: number): Promise<string> {
  const mail = await smtp.mailTo(address, after, 'a reset e-mail');
  const split = mail.raw.indexOf('\r\n\r\n');
  const head = mail.raw.slice(0, split).replace(/\r\n\s+/g, ' ');
  const body = mail.raw.slice(split + 4);
  const subject = (/^Subject: (.*)$/m.exec(head)?.[1] ?? '').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qp(text.replace(/_/g, ' ')),
  );
  const text = /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : qp(body);
  return `${subject}\n${text}`;
}

const forgot = (identifier: string) =>
  t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier } });

describe('the password-reset e-mail in the student’s language', () => {
  it('is in Punjabi, linking to /pa/reset-password, for a student who chose Punjabi', async () => {
    const s = await t.newStudent({ email: 'gurpreet.pa@example.in' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'pa' },
      headers: { cookie: s.cookie },
    });
    expect(put.statusCode).toBe(204);
    const before = smtp.received.length;
    expect((await forgot(s.student.studentId)).statusCode).toBe(202);
    const mail = await mailTo('gurpreet.pa@example.in', before);
    expect(mail).toContain('ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਓ');
    expect(mail).toContain('ਸਤ ਸ੍ਰੀ ਅਕਾਲ');
    expect(mail).toMatch(/https:\/\/academy\.example\/pa\/reset-password#token=[\w-]+/);
  });

  it('is in English for a student who never chose', async () => {
    await t.newStudent({ email: 'harjit.en@example.in' });
    const before = smtp.received.length;
    expect((await forgot('harjit.en@example.in')).statusCode).toBe(202);
    const mail = await mailTo('harjit.en@example.in', before);
    expect(mail).toContain('set a new password');
    expect(mail).toMatch(/https:\/\/academy\.example\/reset-password#token=[\w-]+/);
  });
});
