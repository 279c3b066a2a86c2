import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { ActivityRow } from '../../shared/activity';
import { activityQuerySchema } from '../../shared/activity';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema-security';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}

/** Newest first, filtered; `to` is inclusive (the whole UTC day). */
export async function listAudit(
  db: Db,
  q: z.output<typeof activityQuerySchema>,
): Promise<ActivityRow[]> {
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.user) where.push(ilike(auditLog.username, `%${q.user.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.from) where.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) {
    const end = new Date(`${q.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(auditLog.at, end));
  }
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
    status: r.status,
    requestId: r.requestId,
  }));
}
