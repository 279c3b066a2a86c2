import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityRow } from '#shared/activity.ts';
import { activityQuerySchema } from '#shared/activity.ts';
import type { z } from 'zod';
import { istMidnight } from '#shared/ist.ts';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema-security';

export type AuditEntry = typeof auditLog.$inferInsert;

const dayMs = 24 * 60 * 60 * 1000;

export async function recordAudit(db: Db, entry: AuditEntry): Promise<number> {
  const [row] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
  return row!.id;
}

/** One more refusal folded into an existing row (anonymous refusals, per address and minute). */
export async function countAgain(db: Db, id: number) {
  await db
    .update(auditLog)
    .set({ count: sql`${auditLog.count} + 1` })
    .where(eq(auditLog.id, id));
}

/** The retention period: rows older than `days` are deleted (housekeeping). */
export async function deleteOldAudit(db: Db, days: number, now = Date.now()): Promise<number> {
  const rows = await db
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(now - days * dayMs)))
    .returning({ id: auditLog.id });
  return rows.length;
}

/**
 * Newest first, filtered. `from` and `to` are days in India, as the screen shows its times: from
 * 00:00 IST of `from` up to 24:00 IST of `to` (inclusive). A UTC day would drop a 01:00 IST
 * login into the day before. IST has no daylight saving, so a day is always 24 hours.
 */
export async function listAudit(
  db: Db,
  q: z.output<typeof activityQuerySchema>,
): Promise<ActivityRow[]> {
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.user) where.push(ilike(auditLog.username, `%${q.user.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.from) where.push(gte(auditLog.at, istMidnight(q.from)));
  if (q.to) where.push(lt(auditLog.at, new Date(istMidnight(q.to).getTime() + dayMs)));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    username: r.username,
    role: r.role,
    ip: r.ip,
    method: r.method,
    route: r.route,
    target: r.target,
    subject: r.subject,
    status: r.status,
    requestId: r.requestId,
    count: r.count,
  }));
}
