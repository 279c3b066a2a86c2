import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { passwordResets } from '../db/schema-accounts';
import { passwordChangeRequired } from '../db/schema-security';
import { students, users } from '../db/schema';
import { appError, fieldError } from '../lib/app-error';
import { hashPassword, verifyPassword } from '../lib/password';
import { assertUncommonPassword } from '../lib/password-policy';
import { deleteUserSessions } from './sessions';

/** How long an e-mailed reset link works. */
const resetLinkMs = 30 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The reset link of this token, when it is unused and unexpired. */
const usableToken = (token: string, now: Date) =>
  and(
    eq(passwordResets.id, sha256(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/**
 * Changes the user's password after checking the current one, and ends every session of the
 * user, the one asking included: the caller gets a new session (`createSession` by the route), so
 * a stolen copy of the old cookie does not survive the change. E-mailed reset links stop working.
 * Both hashes may be shed (503 BUSY) rather than queue behind logins (decision 046).
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  // A new password the rules refuse is refused before the current one costs a hash (the
  // refusal says nothing about the current password).
  assertUncommonPassword(newPassword, 'newPassword');
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw appError('UNAUTHENTICATED');
  if (!(await verifyPassword(currentPassword, user.passwordHash, { shed: true }))) {
    throw fieldError('WRONG_PASSWORD', 'currentPassword');
  }
  const passwordHash = await hashPassword(newPassword, { shed: true });
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId);
    // A password the user chose: any forced change of a generated one is done.
    await tx.delete(passwordChangeRequired).where(eq(passwordChangeRequired.userId, userId));
  });
}

/**
 * The student to e-mail a reset link to, found by student ID or by the e-mail on their record;
 * undefined when there is none or it has no e-mail (the caller answers the same either way).
 */
export async function findResettableStudent(db: Db, identifier: string) {
  const key = identifier.trim().toLowerCase();
  const [row] = await db
    .select({ userId: users.id, email: students.email, name: users.displayName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(students.status, 'active'),
        eq(users.role, 'student'),
        or(sql`lower(${students.studentId}) = ${key}`, sql`lower(${students.email}) = ${key}`),
      ),
    )
    .limit(1);
  return row?.email ? { ...row, email: row.email } : undefined;
}

/** A new single-use reset token for the user (only its hash is stored); older links stop working. */
export async function createResetToken(db: Db, userId: number, now = new Date()): Promise<string> {
  return db.transaction((tx) => insertResetToken(tx, userId, now));
}

/** The same inside the caller's transaction (with the e-mail that carries it: reset-mail.ts). */
export async function insertResetToken(tx: Tx, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(passwordResets)
    .where(or(eq(passwordResets.userId, userId), lt(passwordResets.expiresAt, now)));
  await tx.insert(passwordResets).values({
    id: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + resetLinkMs),
  });
  return token;
}

/**
 * Sets a new password from a reset link: the token must be unused and unexpired. Marks it used
 * and ends every session of the user.
 */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  newPassword: string,
): Promise<void> {
  assertUncommonPassword(newPassword, 'newPassword');
  // A link that cannot work is refused before the new password costs a hash; the claim below
  // checks again in one statement, so two requests with one link still cannot both succeed.
  const [usable] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usableToken(token, new Date()))
    .limit(1);
  if (!usable) throw appError('RESET_LINK_INVALID');
  const passwordHash = await hashPassword(newPassword, { shed: true });
  await db.transaction(async (tx) => {
    const now = new Date();
    // Claim the token in one statement, so two requests with the same link cannot both succeed.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usableToken(token, now))
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw appError('RESET_LINK_INVALID');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await deleteUserSessions(tx, claimed.userId);
    await tx
      .delete(passwordChangeRequired)
      .where(eq(passwordChangeRequired.userId, claimed.userId));
  });
}
