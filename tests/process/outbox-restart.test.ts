// The outbox across a restart: contact messages are stored while the mail server is down (each
// first try fails and waits for its retry), the server is killed with SIGKILL, the mail server
// comes back, the server starts again, and every message is mailed exactly once.
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox, outboxAttempts } from '#server/db/schema-outbox.ts';
import { processAcademy } from '../support/process-app';
import { freePort } from '../support/server-process';
import { smtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { waitFor } from '../support/wait-for';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
}, 60_000);

describe.each(['postgres', 'pglite'] as const)('the outbox across SIGKILL (%s)', (kind) => {
  it('mails every message exactly once after the restart', async () => {
    const academy = await processAcademy(kind, 'outboxkill');
    cleanups.push(() => academy.cleanup());
    const smtpPort = await freePort();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_EMAIL_TO: 'office@academy.example',
      MAIL_FROM: 'office@academy.example',
    };
    const server = await academy.start(env);
    const send = (text: string) =>
      fetch(`${academy.server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          from_name: 'Amanpreet Kaur',
          from_email: `aman.${text.replace(/\W/g, '')}@example.in`,
          course: 'Accounts Courses',
          message: text,
        }),
      });
    const early = [1, 2, 3, 4, 5].map((i) => `Outage message ${i} (${kind})`);
    for (const text of early) expect((await send(text)).status).toBe(201);
    // Each first try has failed (nothing listens for mail yet) and waits for its retry.
    const failures = () => server.output().match(/"job":"outbox-deliver".*job failed/g) ?? [];
    await waitFor(() => failures().length >= early.length, {
      timeout: 30_000,
      message: 'the first tries to fail',
    });
    // Two more, their delivery perhaps not even tried when the process dies.
    const late = [6, 7].map((i) => `Outage message ${i} (${kind})`);
    for (const text of late) expect((await send(text)).status).toBe(201);
    await academy.stop('SIGKILL');

    const smtp: SmtpCatcher = await smtpCatcher({ port: smtpPort });
    cleanups.push(() => smtp.close());
    const restarted = await academy.start(env);
    const texts = [...early, ...late];
    const mailsOf = (text: string) => smtp.received.filter((m) => m.raw.includes(text));
    await waitFor(() => texts.every((text) => mailsOf(text).length > 0), {
      timeout: 90_000,
      message: 'every message to be mailed after the restart',
    }).catch((err: Error) => {
      throw new Error(`${err.message}; mailed ${smtp.received.length}:\n${restarted.output()}`);
    });
    // Stopped: nothing more can arrive. Each message arrived once.
    await academy.stop();
    for (const text of texts) expect(mailsOf(text), text).toHaveLength(1);
    expect(smtp.received).toHaveLength(texts.length);

    const database = await academy.open();
    try {
      const rows = await database.db.select().from(outbox);
      expect(rows.map((r) => r.status)).toEqual(texts.map(() => 'sent'));
      const firstFive = rows.filter((r) => early.includes(r.variables.message ?? ''));
      const log = await database.db
        .select({ outcome: outboxAttempts.outcome })
        .from(outboxAttempts)
        .where(
          inArray(
            outboxAttempts.messageId,
            firstFive.map((r) => r.id),
          ),
        );
      expect(log.filter((l) => l.outcome === 'retry')).toHaveLength(early.length);
      expect(log.filter((l) => l.outcome === 'sent')).toHaveLength(early.length);
      // One failed try (its reason cleared once sent) and one that went through.
      expect(firstFive.map((r) => [r.attempts, r.reason])).toEqual(early.map(() => [2, null]));
    } finally {
      await database.close();
    }
  }, 240_000);
});
