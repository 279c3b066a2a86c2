import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { SessionUser } from '../../shared/auth';
import type { Conn, Db } from '../db/client';
import { sessions, users } from '../db/schema';

export type SessionPolicy = { idleMs: number; absoluteMs: number };

export const defaultSessionPolicy: SessionPolicy = {
  idleMs: 12 * 60 * 60 * 1000,
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
};

/** Only this hash of the cookie's token is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its token (256 random bits, base64url). */
export async function createSession(db: Db, userId: number, policy: SessionPolicy) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + policy.absoluteMs);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user of a live session, touching its idle clock at most once a minute. */
export async function findSessionUser(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<SessionUser | undefined> {
  const id = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      role: users.role,
      name: users.displayName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return user;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteUserSessions(db: Conn, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, policy: SessionPolicy) {
  const now = new Date();
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    );
}
