import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, ref, serialId } from './columns';
import { users } from './schema';

/**
 * Fixed-window counters of the limits that must hold across restarts and instances (logins,
 * admissions, contact form). One row per key; `lib/limiter.ts` increments it in one statement.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: instant('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * The last number handed out per ID series (e.g. `ACA-2026-`): IDs only ever go up, so a deleted
 * student's ID is never given to someone else.
 */
export const idCounters = pgTable('id_counters', {
  prefix: text('prefix').primaryKey(),
  last: integer('last').notNull(),
});

/** Users who must choose a new password before anything else (the first admin's generated one). */
export const passwordChangeRequired = pgTable('password_change_required', {
  userId: ref('user_id', () => users.id, 'cascade').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Who did what: every login (success, failure, refusal), every 403 and every admin change, with
 * UTC time, user, address, route, target and outcome. Never a password, cookie, token or hash:
 * only the route pattern and its path parameters are kept, never a body.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    at: instant('at').notNull().defaultNow(),
    action: text('action').notNull(),
    userId: ref('user_id', () => users.id, 'set null'),
    username: text('username').notNull().default(''),
    role: text('role').notNull().default(''),
    ip: text('ip').notNull().default(''),
    method: text('method').notNull(),
    route: text('route').notNull(),
    target: text('target').notNull().default(''),
    /** Who or what the change was made to, as named when it was made ('Simran Kaur (ACA-…)'). */
    subject: text('subject').notNull().default(''),
    status: integer('status').notNull(),
    requestId: text('request_id').notNull().default(''),
    /** Anonymous refusals of one address are folded into one row per minute: how many. */
    count: integer('count').notNull().default(1),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action, t.at)],
);
