import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

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
