import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { outboxCounts, queueMessages, type NewMessage } from '#server/data/outbox.ts';
import { outbox, outboxAttempts } from '#server/db/schema-outbox.ts';
import { loadConfig } from '#server/env.ts';
import { deliverSoon } from '#server/jobs/outbox-delivery.ts';
import { freePort } from '../support/server-process';
import { smtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

// The outbox: a message is a row written with its event, delivered by a job through a channel
// (e-mail over SMTP here), with every try in the delivery log.

const env = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  CONTACT_EMAIL_TO: 'office@academy.example',
  MAIL_FROM: 'office@academy.example',
  PUBLIC_URL: 'https://academy.example',
});

let smtp: SmtpCatcher;
let t: TestApp;
let b: FastifyInstance;

beforeAll(async () => {
  smtp = await smtpCatcher({ refuse: (address) => address.startsWith('nobody@') });
  t = await createTestApp({ jobs: 'run', env: env(smtp.url) });
  // A second instance on the same database, running the same queues.
  b = await buildApp({
    config: loadConfig({ DATA_DIR: '/nonexistent', ...env(smtp.url) }),
    database: t.database,
  });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  await smtp?.close();
});

const message = (recipient: string, text: string): NewMessage => ({
  channel: 'email',
  recipient,
  template: 'contact-message',
  language: 'en',
  variables: {
    name: 'Jaspreet Kaur',
    email: 'jaspreet@example.in',
    course: 'Tally',
    message: text,
  },
});

const rowOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const logOf = async (id: number) =>
  (
    await t.db
      .select({ outcome: outboxAttempts.outcome, reason: outboxAttempts.reason })
      .from(outboxAttempts)
      .where(eq(outboxAttempts.messageId, id))
      .orderBy(outboxAttempts.id)
  ).map((r) => ({ ...r, reason: r.reason === null ? null : 'reason' }));

const contact = (app: FastifyInstance, text: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: {
      from_name: 'Manpreet Singh',
      from_email: `manpreet.${Math.random().toString(36).slice(2)}@example.in`,
      course: 'Accounts Courses',
      message: text,
    },
  });

describe('the outbox', () => {
  it('writes a contact message’s mail with it, delivers it once and logs the delivery', async () => {
    const before = smtp.received.length;
    expect((await contact(t.app, 'Outbox once, please')).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.variables}->>'message' = 'Outbox once, please'`);
    expect(row).toMatchObject({
      channel: 'email',
      recipient: 'office@academy.example',
      template: 'contact-message',
      idempotencyKey: expect.stringMatching(/^contact:\d+\|email\|office@academy\.example$/),
    });
    await waitFor(async () => (await rowOf(row!.id)).status === 'sent', {
      message: 'the message to be sent',
    });
    expect(await rowOf(row!.id)).toMatchObject({ attempts: 1, reason: null });
    expect((await rowOf(row!.id)).providerId).toMatch(/^<.+@academy\.example>$/);
    expect(await logOf(row!.id)).toEqual([{ outcome: 'sent', reason: null }]);
    const mails = smtp.received.slice(before).filter((m) => m.raw.includes('Outbox once, please'));
    expect(mails).toHaveLength(1);
  });

  it('writes a message once per event, recipient and channel (its idempotency key)', async () => {
    const first = await queueMessages(t.db, 'test-event:7', [message('a@example.in', 'x')]);
    const again = await queueMessages(t.db, 'test-event:7', [message('A@example.in', 'x')]);
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    // The same event to another recipient is another message.
    expect(await queueMessages(t.db, 'test-event:7', [message('b@example.in', 'x')])).toHaveLength(
      1,
    );
  });

  it('records a refusal for good as failed, with its reason, and does not retry it', async () => {
    const [id] = await queueMessages(t.db, 'test-event:refused', [
      message('nobody@example.in', 'refused'),
    ]);
    await deliverSoon(t.app.jobs, [id!]);
    await waitFor(async () => (await rowOf(id!)).status === 'failed', {
      message: 'the message to fail',
    });
    const row = await rowOf(id!);
    expect(row.reason).toMatch(/550/);
    expect(row.attempts).toBe(1);
    expect(await logOf(id!)).toEqual([{ outcome: 'failed', reason: 'reason' }]);
    expect((await outboxCounts(t.db)).failed).toBeGreaterThanOrEqual(1);
  });

  it('erases a reset link from the outbox once it is mailed', async () => {
    const s = await t.newStudent({ email: 'erase.link@example.in' });
    const before = smtp.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { identifier: s.student.studentId },
    });
    expect(res.statusCode).toBe(202);
    await smtp.mailTo('erase.link@example.in', before, 'the reset mail');
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'erase.link@example.in'));
    await waitFor(async () => (await rowOf(row!.id)).status === 'sent', { message: 'sent' });
    expect((await rowOf(row!.id)).variables).toEqual({
      name: s.student.user!.displayName,
      link: '',
    });
  });

  it('delivers each message once with two instances running the queue', async () => {
    const before = smtp.received.length;
    const texts = Array.from({ length: 10 }, (_, i) => `Two instances, message ${i}`);
    for (const [i, text] of texts.entries()) {
      expect((await contact(i % 2 ? b : t.app, text)).statusCode).toBe(201);
    }
    const ids = (
      await t.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(sql`${outbox.variables}->>'message' like 'Two instances, message %'`)
    ).map((r) => r.id);
    expect(ids).toHaveLength(10);
    // Both instances are asked again for every one: their keys keep it to one delivery each.
    await Promise.all([deliverSoon(t.app.jobs, ids), deliverSoon(b.jobs, ids)]);
    await waitFor(
      async () =>
        (
          await t.db
            .select({ status: outbox.status })
            .from(outbox)
            .where(sql`${outbox.id} in ${ids}`)
        ).every((r) => r.status === 'sent'),
      { timeout: 20_000, message: 'all ten to be sent' },
    );
    const mails = smtp.received.slice(before);
    for (const text of texts) {
      expect(
        mails.filter((m) => m.raw.includes(`${text}\r\n`) || m.raw.endsWith(text)),
      ).toHaveLength(1);
    }
    expect(mails).toHaveLength(10);
  });
});

describe('the outbox when a delivery fails', () => {
  it('keeps the message queued with the reason, and retries it after a backoff', async () => {
    // An SMTP server that is not there (yet): every try fails to connect.
    const down = await createTestApp({
      jobs: 'run',
      env: env(`smtp://127.0.0.1:${await freePort()}`),
    });
    try {
      const [id] = await queueMessages(down.db, 'test-event:down', [
        message('a@example.in', 'down'),
      ]);
      await deliverSoon(down.app.jobs, [id!]);
      await waitFor(
        async () =>
          (await down.db.select().from(outbox).where(eq(outbox.id, id!)))[0]!.attempts === 1,
        {
          message: 'the first try',
        },
      );
      const [row] = await down.db.select().from(outbox).where(eq(outbox.id, id!));
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row!.reason).toMatch(/ECONNREFUSED/);
      await waitFor(
        async () =>
          (
            await down.db.execute<{ state: string }>(
              sql`select state::text as state from pgboss.job where singleton_key = ${`outbox:${id}`}`,
            )
          ).rows[0]?.state === 'retry',
        { message: 'the job to wait for its retry' },
      );
      const { rows } = await down.db.execute<{ retry_count: number; wait: number }>(
        sql`select retry_count, extract(epoch from start_after - now())::float8 as wait
            from pgboss.job where singleton_key = ${`outbox:${id}`}`,
      );
      // Counted when the retry is claimed; it waits 10–20 s (the backoff's jitter), then doubles.
      expect(rows[0]!.retry_count).toBe(0);
      expect(rows[0]!.wait).toBeGreaterThan(5);
      expect(rows[0]!.wait).toBeLessThanOrEqual(20);
    } finally {
      await down.close();
    }
  });

  it('records a message for a channel that is not configured as failed', async () => {
    const plain = await createTestApp({ jobs: 'run' });
    try {
      const [id] = await queueMessages(plain.db, 'test-event:nochannel', [
        message('a@example.in', 'no'),
      ]);
      await deliverSoon(plain.app.jobs, [id!]);
      await waitFor(
        async () =>
          (await plain.db.select().from(outbox).where(eq(outbox.id, id!)))[0]!.status === 'failed',
        { message: 'the message to fail' },
      );
      const [row] = await plain.db.select().from(outbox).where(eq(outbox.id, id!));
      expect(row!.reason).toBe('no email channel is configured');
    } finally {
      await plain.close();
    }
  });
});
