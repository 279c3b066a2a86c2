import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { SessionUser } from '#shared/auth.ts';
import type { Conn, Db } from '../db/client';
import { driverOf } from '../db/driver';
import { sessions, users } from '../db/schema';
import { passwordResets } from '../db/schema-accounts';
import { passwordChangeRequired } from '../db/schema-security';
import { sessionBatcher, type SessionRow } from './session-batch';

export type SessionPolicy = {
  idleMs: number;
  absoluteMs: number;
  /** The clock sessions are created, touched and expired by; default Date.now (tests fake it). */
  now?: () => number;
};

const clock = (policy: SessionPolicy) => (policy.now ?? Date.now)();

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
  const now = clock(policy);
  const expiresAt = new Date(now + policy.absoluteMs);
  await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt, lastSeenAt: new Date(now) });
  return { token, expiresAt };
}

/**
 * Live sessions recently read, by session id (a hash of 256 random bits, so ids from different
 * databases in one process never collide). Every request reads its session; a batch of 5,000
 * students saving answers would otherwise spend one query per save on it (docs/decisions/024).
 * An entry lives `sessionCacheMs`; logout and every session delete here drop entries at once.
 * A request finding its entry older than `refreshAheadMs` is answered from it while the session
 * is re-read behind it (one re-read at a time per entry), so a student saving every few seconds
 * never waits for that read; an entry is still never used once `sessionCacheMs` old, so a session
 * ended on another instance is refused within the same 5 seconds.
 */
const sessionCacheMs = 5_000;
const refreshAheadMs = 3_000;
const sessionCacheMax = 100_000;
type CachedSession = {
  user: SessionUser & { mustChangePassword: boolean };
  readAt: number;
  lastSeenAt: number;
  expiresAt: number;
  /** A re-read behind the entry is running. */
  refreshing?: boolean;
};
const sessionCache = new Map<string, CachedSession>();

function forgetCachedSessions(match: (entry: CachedSession, id: string) => boolean) {
  for (const [id, entry] of sessionCache) if (match(entry, id)) sessionCache.delete(id);
}

/** Drops a user's cached sessions, so a change to the user (their language) shows at once. */
export function forgetCachedUser(userId: number) {
  forgetCachedSessions((entry) => entry.user.id === userId);
}

/**
 * Users whose sessions were ended in the last few seconds, with when. Their sessions are not
 * cached meanwhile: a read between the delete and its transaction's commit still sees the row,
 * and must not keep it alive in the cache once the delete is committed.
 */
const revokedAt = new Map<number, number>();
const revokeWindowMs = 2 * sessionCacheMs;

function noteRevoked(userId: number) {
  const t = Date.now();
  if (revokedAt.size > 10_000) {
    for (const [id, at] of revokedAt) if (t - at > revokeWindowMs) revokedAt.delete(id);
  }
  revokedAt.set(userId, t);
}

const recentlyRevoked = (userId: number) =>
  Date.now() - (revokedAt.get(userId) ?? 0) < revokeWindowMs;

/**
 * A live session's user, its idle clock touched when last seen more than a minute ago: on
 * PostgreSQL through the batched statement (session-batch.ts), on PGlite as two plain queries.
 */
async function readSession(
  db: Db,
  id: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionRow | undefined> {
  const driver = driverOf(db);
  if (driver.kind === 'postgres') {
    return sessionBatcher(driver.pool).find({ id, now: now.getTime(), idleMs: policy.idleMs });
  }
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      role: users.role,
      name: users.displayName,
      language: users.language,
      mustChange: passwordChangeRequired.userId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(passwordChangeRequired, eq(passwordChangeRequired.userId, users.id))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    lastSeenAt = now;
  }
  return { ...row, lastSeenAt, mustChange: row.mustChange !== null };
}

/** The user of a live session, touching its idle clock at most once a minute. */
export async function findSessionUser(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<(SessionUser & { mustChangePassword: boolean }) | undefined> {
  const id = hashToken(token);
  const now = new Date(clock(policy));
  const cached = sessionCache.get(id);
  if (cached) {
    const t = now.getTime();
    if (
      t - cached.readAt < sessionCacheMs &&
      t < cached.expiresAt &&
      t - cached.lastSeenAt <= 60_000
    ) {
      if (t - cached.readAt >= refreshAheadMs && !cached.refreshing) {
        cached.refreshing = true;
        void refreshBehind(db, id, cached, now, policy);
      }
      return cached.user;
    }
    sessionCache.delete(id);
  }
  return readAndCache(db, id, now, policy);
}

/** Re-reads a cached session behind the request that found it; the entry goes if it ended. */
async function refreshBehind(
  db: Db,
  id: string,
  entry: CachedSession,
  now: Date,
  policy: SessionPolicy,
) {
  try {
    const found = await readSession(db, id, now, policy);
    // A logout or a revocation meanwhile dropped the entry: the old read must not restore it.
    if (sessionCache.get(id) !== entry) return;
    sessionCache.delete(id);
    if (found) cacheSession(id, found, now, policy);
  } catch {
    // The next request reads the session itself (and meets the error, if it lasts).
    if (sessionCache.get(id) === entry) sessionCache.delete(id);
  }
}

async function readAndCache(db: Db, id: string, now: Date, policy: SessionPolicy) {
  const row = await readSession(db, id, now, policy);
  if (!row) return undefined;
  return cacheSession(id, row, now, policy);
}

/** Caches a session as read (unless its user's sessions were just ended); answers its user. */
function cacheSession(id: string, row: SessionRow, now: Date, policy: SessionPolicy) {
  const lastSeenAt = row.lastSeenAt.getTime();
  const { lastSeenAt: _seen, expiresAt, mustChange, language, ...rest } = row;
  const user = {
    ...rest,
    ...(language ? { language } : {}),
    mustChangePassword: mustChange,
  };
  if (recentlyRevoked(user.id)) return user;
  if (sessionCache.size >= sessionCacheMax) sessionCache.clear();
  sessionCache.set(id, {
    user,
    readAt: now.getTime(),
    lastSeenAt,
    expiresAt: Math.min(expiresAt.getTime(), lastSeenAt + policy.idleMs),
  });
  return user;
}

export async function deleteSession(db: Db, token: string) {
  sessionCache.delete(hashToken(token));
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/**
 * Ends every session of the user, but the one of `keepToken` when given (a password change keeps
 * the session asking), and returns how many ended. Always through here, never a bare delete:
 * this also drops the sessions from this process's cache, so none lives on for its 5 seconds.
 */
export async function deleteUserSessions(db: Conn, userId: number, keepToken?: string) {
  const keep = keepToken === undefined ? undefined : hashToken(keepToken);
  // User ids repeat across databases (tests): forgetting another's entry only costs a query.
  noteRevoked(userId);
  forgetCachedSessions((entry, id) => entry.user.id === userId && id !== keep);
  // Whoever ends a user's sessions (a password change or reset, the office's "end sessions")
  // also ends their e-mailed reset links: a link must not outlive the sessions it could replace.
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  const ended = await db
    .delete(sessions)
    .where(
      keep === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keep)),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

export async function deleteExpiredSessions(db: Db, policy: SessionPolicy) {
  const now = new Date(clock(policy));
  forgetCachedSessions((entry) => entry.expiresAt <= now.getTime());
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    );
}
