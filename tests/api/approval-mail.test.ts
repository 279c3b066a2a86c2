// Issue 27.11: approving an application tells the applicant by e-mail, through the outbox: the
// message is written in the approval's own transaction and delivered after it, in the language
// the applicant chose; the reply carries the name and the address it went to.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema-outbox.ts';
import { students, users } from '#server/db/schema.ts';
import { ensureCourses, registrationPayload } from '#server/seed/factories.ts';
import type { ApproveReply } from '#shared/students.ts';
import { smtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

let smtp: SmtpCatcher;
let t: TestApp;
let ip = 1;

beforeAll(async () => {
  smtp = await smtpCatcher();
  t = await createTestApp({
    jobs: 'run',
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://academy.example' },
  });
  await ensureCourses(t.db, registrationPayload().courses ?? []);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A pending application (with the applicant's own password) and its row. */
async function applicant(o: Record<string, string>) {
  const p = registrationPayload({ password: 'my-own-pass-1', ...o });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admissions',
    payload: { ...p, confirmPassword: p.password },
    remoteAddress: `10.9.0.${ip++}`,
  });
  expect(res.statusCode).toBe(201);
  const { applicationId } = res.json<{ applicationId: string }>();
  const [row] = await t.db.select().from(students).where(eq(students.studentId, applicationId));
  return row!;
}

const approve = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/students/${id}/approve`,
    headers: { cookie: t.admin.cookie },
  });

describe('approving an application', () => {
  it('writes the applicant’s e-mail in the approval’s transaction and delivers it', async () => {
    const row = await applicant({ emailAddress: 'simran.approved@example.in' });
    const res = await approve(row.id);
    expect(res.statusCode).toBe(200);
    const reply = res.json<ApproveReply>();
    expect(reply.studentId).toMatch(/^ACA-\d{4}-\d{4,}$/);
    expect(reply).toMatchObject({ emailedTo: 'simran.approved@example.in' });
    expect(reply.name.length).toBeGreaterThan(0);
    expect(reply.password).toBeUndefined();

    // Rows written by one transaction carry its id (xmin): the student's activation and the
    // message are one commit, so neither exists without the other.
    const { rows } = await t.db.execute<{ student: string; message: string }>(sql`
      select (select xmin::text from ${students} where id = ${row.id}) as student,
             (select xmin::text from ${outbox} where idempotency_key like ${`application-approved:${row.id}|%`}) as message`);
    expect(rows[0]!.message).not.toBeNull();
    expect(rows[0]!.message).toBe(rows[0]!.student);

    const mail = await waitFor(
      () => smtp.received.find((m) => m.to.includes('simran.approved@example.in')),
      { message: 'the approval e-mail' },
    );
    expect(mail.raw).toContain('your admission is approved');
    expect(mail.raw).toContain(reply.studentId);
    expect(mail.raw).toContain('https://academy.example/login');
  });

  it('writes in the language the applicant chose', async () => {
    const row = await applicant({ emailAddress: 'gurpreet.pa@example.in' });
    await t.db.update(users).set({ language: 'pa' }).where(eq(users.id, row.userId!));
    expect((await approve(row.id)).statusCode).toBe(200);
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'gurpreet.pa@example.in'));
    expect(message).toMatchObject({ template: 'application-approved', language: 'pa' });
    expect(message!.variables).toMatchObject({ link: 'https://academy.example/pa/login' });
  });

  it('a second approval is refused and writes no second message', async () => {
    const row = await applicant({ emailAddress: 'once.only@example.in' });
    expect((await approve(row.id)).statusCode).toBe(200);
    expect((await approve(row.id)).statusCode).toBe(409);
    const messages = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'once.only@example.in'));
    expect(messages).toHaveLength(1);
  });
});
