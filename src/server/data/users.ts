import { and, eq, sql } from 'drizzle-orm';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Role } from '#shared/roles.ts';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forgetCachedUser } from './sessions';

export async function findUserByUsername(db: Db, username: string, role: Role) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.role, role)))
    .limit(1);
  return row;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

export async function insertUser(
  db: Db,
  values: { username: string; passwordHash: string; role: Role; displayName: string },
) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Remembers the interface language a user chose (their later logins, anywhere, start in it). */
export async function setUserLanguage(db: Db, userId: number, language: AppLocale) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  forgetCachedUser(userId);
}

/** The language a user chose, or undefined (never chosen, or no such user). */
export async function findUserLanguage(db: Db, userId: number): Promise<AppLocale | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? undefined;
}
