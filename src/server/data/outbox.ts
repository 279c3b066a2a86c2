import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Conn, Db } from '../db/client';
import { outbox, outboxAttempts } from '../db/schema-outbox';
import type { ChannelName } from '../outbox/channel';
import { renderMessage, withoutSecrets, type TemplateName } from '../outbox/templates';

/** One message to write: to whom, through which channel, which template, in which language. */
export type NewMessage = {
  channel: ChannelName;
  recipient: string;
  recipientName?: string | null;
  template: TemplateName;
  language: AppLocale;
  variables: Record<string, string>;
};

export type OutboxRow = typeof outbox.$inferSelect;

/** After this many tries a message has failed for good, whatever the job's own count says. */
export const maxDeliveryAttempts = 10;

/**
 * Writes messages caused by `event` (e.g. `contact:42`, `absence:2026-12-01:7`) to the outbox,
 * inside the caller's transaction: they exist exactly when the event does. The idempotency key
 * is the event, the channel and the recipient: a message already written is not written again.
 * Returns the ids of the rows written now (deliver them with `deliverSoon` after the commit).
 */
export async function queueMessages(
  conn: Conn,
  event: string,
  messages: NewMessage[],
): Promise<number[]> {
  if (messages.length === 0) return [];
  for (const m of messages) {
    // A template without a rendering for the channel is a programming error: refuse it here,
    // where the caller can see it, rather than as a failed delivery later.
    if (!renderMessage(m.template, m.channel, m.language, m.variables)) {
      throw new Error(`outbox: template ${m.template} has no ${m.channel} version`);
    }
  }
  const rows = await conn
    .insert(outbox)
    .values(
      messages.map((m) => ({
        idempotencyKey: `${event}|${m.channel}|${m.recipient.trim().toLowerCase()}`,
        channel: m.channel,
        recipient: m.recipient.trim(),
        recipientName: m.recipientName ?? null,
        template: m.template,
        language: m.language,
        variables: m.variables,
      })),
    )
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

export async function findMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Records a try and where the message now stands, in one transaction. */
async function record(
  db: Db,
  row: OutboxRow,
  outcome: 'sent' | 'retry' | 'failed',
  reason: string | null,
  providerId?: string,
) {
  const done = outcome !== 'retry';
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({
        status: outcome === 'retry' ? 'queued' : outcome,
        attempts: sql`${outbox.attempts} + 1`,
        reason: reason === null ? null : reason.slice(0, 500),
        ...(providerId ? { providerId } : {}),
        ...(done ? { variables: withoutSecrets(row.template, row.variables) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(outbox.id, row.id));
    await tx
      .insert(outboxAttempts)
      .values({ messageId: row.id, outcome, reason: reason?.slice(0, 500) ?? null });
  });
}

export const markSent = (db: Db, row: OutboxRow, providerId?: string) =>
  record(db, row, 'sent', null, providerId);
export const markRetry = (db: Db, row: OutboxRow, reason: string) =>
  record(db, row, 'retry', reason);
export const markFailed = (db: Db, row: OutboxRow, reason: string) =>
  record(db, row, 'failed', reason);

/** Queued messages older than `olderThanSeconds`: those whose delivery job may have been lost. */
export async function staleQueuedIds(
  db: Db,
  olderThanSeconds: number,
  limit = 500,
): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'queued'),
        lt(outbox.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(outbox.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The outbox's backlog: for metrics and alerts. */
export async function outboxCounts(
  db: Db,
): Promise<{ queued: number; failed: number; oldestQueuedSeconds: number }> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${outbox.status} = 'queued')::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
      oldest: sql<
        number | null
      >`extract(epoch from now() - min(${outbox.createdAt}) filter (where ${outbox.status} = 'queued'))::float8`,
    })
    .from(outbox);
  return {
    queued: Number(row?.queued ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestQueuedSeconds: Math.max(0, Math.round(Number(row?.oldest ?? 0))),
  };
}
