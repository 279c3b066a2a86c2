import { eq } from 'drizzle-orm';
import type { Conn, Db } from '../db/client';
import { users } from '../db/schema';
import { passwordChangeRequired } from '../db/schema-security';
import { deleteUserSessions } from './sessions';

/** Marks a user as having to choose a new password before anything else. */
export async function requirePasswordChange(db: Conn, userId: number) {
  await db.insert(passwordChangeRequired).values({ userId }).onConflictDoNothing();
}

export async function isPasswordChangeRequired(db: Conn, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: passwordChangeRequired.userId })
    .from(passwordChangeRequired)
    .where(eq(passwordChangeRequired.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function findPasswordHash(db: Conn, userId: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

/**
 * Sets the user's own new password (already hashed): the flag is cleared and every session of
 * theirs ends, in one transaction; the caller starts a fresh session.
 */
export async function setOwnPassword(db: Db, userId: number, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(passwordChangeRequired).where(eq(passwordChangeRequired.userId, userId));
    await deleteUserSessions(tx, userId);
  });
}
