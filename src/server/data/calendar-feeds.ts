import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Role } from '#shared/roles.ts';
import type { WeekClass } from '#shared/timetable.ts';
import type { Conn, Db } from '../db/client';
import { students, teachers, users } from '../db/schema';
import { auditLog } from '../db/schema-security';
import { calendarFeeds, holidays } from '../db/schema-timetable';
import { courseNamesIn } from './course-translations';
import { classesBetween, type ClassScope } from './timetable-week';

// Private calendar feeds (issue 21.3, decision 069). The secret is 32 random bytes; the table
// keeps only its SHA-256 (decision 061), so the URL can be shown once, when it is made.

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Who made or turned off a feed, for the audit line. */
export type FeedActor = {
  userId: number;
  username: string;
  role: Role;
  ip: string;
  method: string;
  route: string;
  requestId: string;
};

/** When the user's feed was made, or null when they have none. */
export async function feedOf(conn: Conn, userId: number): Promise<{ createdAt: Date } | null> {
  const [row] = await conn
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/**
 * A new secret for the user, replacing any old one (whose URL stops working at once), with its
 * audit line in the same step. Returns the secret: the only time it exists outside the reply.
 * An admin's change is already in the audit log as `admin.change` (the audit plugin).
 */
export async function makeFeed(db: Db, by: FeedActor): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId: by.userId, tokenHash: hashOf(token) })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash: hashOf(token), createdAt: new Date() },
      })
      .returning({ createdAt: calendarFeeds.createdAt });
    await audit(tx, by, 'calendar_feed.created');
    return { token, createdAt: row!.createdAt };
  });
}

/** Turns the user's feed off; false when they had none. */
export async function revokeFeed(db: Db, by: FeedActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, by.userId))
      .returning({ userId: calendarFeeds.userId });
    if (gone.length === 0) return false;
    await audit(tx, by, 'calendar_feed.revoked');
    return true;
  });
}

async function audit(
  tx: Conn,
  by: FeedActor,
  action: 'calendar_feed.created' | 'calendar_feed.revoked',
) {
  if (by.role === 'admin') return;
  await tx.insert(auditLog).values({
    action,
    userId: by.userId,
    username: by.username,
    role: by.role,
    ip: by.ip,
    method: by.method,
    route: by.route,
    target: '',
    subject: '',
    status: action === 'calendar_feed.created' ? 201 : 204,
    requestId: by.requestId,
  });
}

/**
 * The user a feed's secret belongs to, or null for an unknown or turned-off one. Every secret,
 * well-formed or not, is hashed and looked up the same way, so the answer and its time do not
 * tell a near guess from a wild one. Reads only.
 */
export async function feedOwner(
  conn: Conn,
  token: string,
): Promise<{ userId: number; role: Role; language: AppLocale } | null> {
  const [row] = await conn
    .select({ userId: users.id, role: users.role, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  return row ? { ...row, language: row.language ?? 'en' } : null;
}

/** Whose classes a user's feed shows: a teacher's slots, a student's batches, or all (admin). */
async function scopeOf(conn: Conn, userId: number, role: Role): Promise<ClassScope | null> {
  if (role === 'admin') return 'all';
  if (role === 'teacher') {
    const [t] = await conn
      .select({ id: teachers.id })
      .from(teachers)
      .where(eq(teachers.userId, userId))
      .limit(1);
    return t ? { teacherId: t.id } : null;
  }
  const [s] = await conn
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.userId, userId), eq(students.status, 'active')))
    .limit(1);
  return s ? { studentId: s.id } : null;
}

/** The classes and holidays from `from` to `to` for a feed's owner, courses named in their language. */
export async function feedContents(
  conn: Conn,
  owner: { userId: number; role: Role; language: AppLocale },
  from: string,
  to: string,
): Promise<{ classes: WeekClass[]; holidays: { on: string; name: string }[] }> {
  const scope = await scopeOf(conn, owner.userId, owner.role);
  const [classes, closed, names] = await Promise.all([
    scope ? classesBetween(conn, from, to, scope) : Promise.resolve([]),
    conn
      .select({ on: holidays.on, name: holidays.name })
      .from(holidays)
      .where(and(gte(holidays.on, from), lte(holidays.on, to)))
      .orderBy(asc(holidays.on)),
    owner.language === 'en' ? Promise.resolve([]) : courseNamesIn(conn, owner.language),
  ]);
  const named = new Map(names.map((c) => [c.id, c.name]));
  return {
    classes: classes.map((c) => ({ ...c, course: named.get(c.courseId) ?? c.course })),
    holidays: closed,
  };
}
