import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * A password-reset link: only the SHA-256 of its token is stored. Single use (usedAt), valid
 * until expiresAt (30 minutes); removed with its user.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
