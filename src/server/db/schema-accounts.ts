import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, ref } from './columns';
import { users } from './schema';

/**
 * A password-reset link: only the SHA-256 of its token is stored. Single use (usedAt), valid
 * until expiresAt (30 minutes); removed with its user.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
