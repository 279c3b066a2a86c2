import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, ref, serialId, updatedAt } from './columns';

/**
 * One outbound message (an e-mail now; SMS and WhatsApp later), written in the same transaction
 * as the event that causes it and delivered by a job (jobs/outbox-delivery.ts). The idempotency
 * key names the event, the recipient and the channel: a second write of the same message is
 * ignored, so it is sent once. `status` is where it stands: queued (not sent yet, maybe after
 * failed tries), sent, or failed (for good; `reason` says why).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serialId(),
    idempotencyKey: text('idempotency_key').notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    /** An e-mail address or a phone number, as the channel takes it. */
    recipient: text('recipient').notNull(),
    recipientName: text('recipient_name'),
    template: text('template').notNull(),
    language: text('language', { enum: ['en', 'pa', 'hi'] }).notNull(),
    /** The template's variables; secret ones (a reset link) are erased once the message is done. */
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last try failed (or why the message failed for good). */
    reason: text('reason'),
    /** The provider's id of the sent message (the e-mail's Message-ID). */
    providerId: text('provider_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_key_idx').on(t.idempotencyKey),
    index('outbox_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);

/** Every try to deliver an outbox message: the delivery log. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: serialId(),
    messageId: ref('message_id', () => outbox.id, 'cascade').notNull(),
    at: instant('at').notNull().defaultNow(),
    outcome: text('outcome', { enum: ['sent', 'retry', 'failed'] }).notNull(),
    reason: text('reason'),
  },
  (t) => [index('outbox_attempts_message_idx').on(t.messageId)],
);
