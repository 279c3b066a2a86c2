// The password-reset e-mail goes out in the language the student chose (English otherwise), with
// a link to the reset page in that language.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'office@academy.example',
      PUBLIC_URL: 'https://academy.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
  const mail = await waitFor(() => received.slice(after).find((m) => m.to.includes(address)), {
    message: `a reset e-mail to ${address}`,
  });
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
    const before = received.length;
    expect((await forgot(s.student.studentId)).statusCode).toBe(202);
    const mail = await mailTo('gurpreet.pa@example.in', before);
    expect(mail).toContain('ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਓ');
    expect(mail).toContain('ਸਤ ਸ੍ਰੀ ਅਕਾਲ');
    expect(mail).toMatch(/https:\/\/academy\.example\/pa\/reset-password#token=[\w-]+/);
  });

  it('is in English for a student who never chose', async () => {
    await t.newStudent({ email: 'harjit.en@example.in' });
    const before = received.length;
    expect((await forgot('harjit.en@example.in')).statusCode).toBe(202);
    const mail = await mailTo('harjit.en@example.in', before);
    expect(mail).toContain('set a new password');
    expect(mail).toMatch(/https:\/\/academy\.example\/reset-password#token=[\w-]+/);
  });
});
