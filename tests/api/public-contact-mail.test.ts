import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

let smtp: SmtpCatcher;
let t: TestApp;

beforeAll(async () => {
  smtp = await smtpCatcher();
  t = await createTestApp({
    jobs: 'run',
    env: { SMTP_URL: smtp.url, CONTACT_EMAIL_TO: 'office@academy.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('contact e-mail', () => {
  it('e-mails each stored message to CONTACT_EMAIL_TO with the sender as Reply-To', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        from_name: 'Simran Kaur',
        from_email: 'simran@example.in',
        course: 'Accounts Courses',
        message: 'When does the next Tally batch start?',
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitFor(() => smtp.received[0], { message: 'the e-mail' });
    expect(mail.to).toEqual(['office@academy.example']);
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
    expect(headers).toContain('Subject: Enquiry: Accounts Courses from Simran Kaur');
    expect(headers).toContain('Reply-To: Simran Kaur <simran@example.in>');
    expect(mail.raw).toContain('When does the next Tally batch start?');
  });

  it('sends nothing for a honeypot message', async () => {
    const before = smtp.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        from_name: 'Bot',
        from_email: 'bot@example.in',
        course: 'Accounts Courses',
        message: 'Buy now',
        website: 'x',
      },
    });
    // A real message sent after the honeypot one: once its mail is in, the honeypot's would be too.
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        from_name: 'Harpreet Kaur',
        from_email: 'harpreet@example.in',
        course: 'Accounts Courses',
        message: 'Is there a weekend batch?',
      },
    });
    await waitFor(() => smtp.received.length > before, { message: 'the marker e-mail' });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.some((m) => m.raw.includes('bot@example.in'))).toBe(false);
  });
});
