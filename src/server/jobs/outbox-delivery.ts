import type { FastifyBaseLogger } from 'fastify';
import {
  findMessage,
  markFailed,
  markRetry,
  markSent,
  maxDeliveryAttempts,
  staleQueuedIds,
} from '#server/data/outbox.ts';
import { PermanentFailure } from '#server/outbox/channel.ts';
import { renderMessage } from '#server/outbox/templates.ts';
import { defineJob, outsideRetries, recoverable, type JobQueue } from './define';

/**
 * Delivers one outbox message through its channel. One job per message (key `outbox:<id>`), so
 * one message is never in two deliveries at once, across every instance. A failed try is logged
 * and retried with backoff (`outsideRetries`: 10–20 s, doubling, 8 retries); a refusal for good (SMTP 5xx), the last
 * retry, or a channel that is not configured marks the message failed with its reason.
 */
export const deliverMessage = defineJob<{ id: number }>({
  name: 'outbox-deliver',
  queue: { policy: 'exclusive', ...outsideRetries, ...recoverable, expireInSeconds: 120 },
  pollSeconds: 2,
  async run(job, { db, channels }) {
    const row = await findMessage(db, job.data.id);
    // Sent already (a repeat of a job that finished its work), or gone.
    if (!row || row.status !== 'queued') return { skipped: row?.status ?? 'missing' };
    const channel = channels.get(row.channel);
    if (!channel) {
      await markFailed(db, row, `no ${row.channel} channel is configured`);
      return { failed: 'no channel' };
    }
    const content = renderMessage(row.template, row.channel, row.language, row.variables);
    if (!content) {
      await markFailed(db, row, `template ${row.template} has no ${row.channel} version`);
      return { failed: 'no template' };
    }
    try {
      const { providerId } = await channel.send(
        { address: row.recipient, name: row.recipientName },
        content,
        row.idempotencyKey,
      );
      await markSent(db, row, providerId);
      return { sent: true };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const last = job.retryCount >= job.retryLimit || row.attempts + 1 >= maxDeliveryAttempts;
      if (err instanceof PermanentFailure || last) {
        await markFailed(db, row, reason);
        return { failed: reason };
      }
      await markRetry(db, row, reason);
      // pg-boss retries it after the backoff.
      throw err;
    }
  },
});

/**
 * Every minute: a message queued for over a minute whose job was lost (the process died between
 * its commit and the enqueue) gets one. A message whose job is still waiting or retrying keeps
 * that one (the key is taken).
 */
export const outboxSweep = defineJob({
  name: 'outbox-sweep',
  queue: { policy: 'exclusive', retryLimit: 1, expireInSeconds: 300 },
  cron: '* * * * *',
  pollSeconds: 15,
  async run(_job, { db, jobs }) {
    const ids = await staleQueuedIds(db, 60);
    const sent = await deliverSoon(jobs, ids);
    return { found: ids.length, enqueued: sent };
  },
});

/**
 * Asks for the delivery of outbox messages just written (call it after the transaction that
 * wrote them has committed). A failure here is logged, not thrown: the sweep delivers them.
 */
export async function deliverSoon(
  jobs: JobQueue,
  ids: number[],
  log?: FastifyBaseLogger,
): Promise<number> {
  let sent = 0;
  for (const id of ids) {
    try {
      if (await jobs.send(deliverMessage, { id }, { key: `outbox:${id}` })) sent += 1;
    } catch (err) {
      log?.error({ err, message: id }, 'could not enqueue an outbox delivery');
    }
  }
  return sent;
}
