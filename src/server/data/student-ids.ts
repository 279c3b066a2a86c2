import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

export type IdKind = 'ACA' | 'APP';

/**
 * The next free ID of a series, e.g. ACA-2026-0042 (students) or APP-2026-0007 (applications).
 * Call inside the transaction that inserts the row: the advisory lock serialises concurrent
 * callers (on every instance sharing the database) until that transaction ends, and the unique
 * index on lower(student_id) stays the last guard.
 */
export async function nextStudentId(tx: Tx, kind: IdKind, year = new Date().getFullYear()) {
  const prefix = `${kind}-${year}-`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'student-ids:' + prefix}))`);
  const { rows } = await tx.execute<{ n: number | null }>(sql`
    select max(substring(student_id from ${prefix.length + 1}::int)::int) as n
    from students
    where student_id ~ ${`^${prefix}[0-9]{1,9}$`}
  `);
  const next = (rows[0]?.n ?? 0) + 1;
  return `${prefix}${String(next).padStart(4, '0')}`;
}
