import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';

export type IdKind = 'ACA' | 'APP';

/**
 * The next ID of a series, e.g. ACA-2026-0042 (students) or APP-2026-0007 (applications), from
 * the series' counter in `id_counters`: numbers only go up, so a deleted student's ID is never
 * given to the next registrant. One upsert takes the number (its row lock queues concurrent
 * callers on every instance); the first use of a series starts after the highest ID already in
 * `students`, so databases from before the counter carry on where they were.
 */
export async function nextStudentId(tx: Conn, kind: IdKind, year = new Date().getFullYear()) {
  const [id] = await nextStudentIds(tx, kind, 1, year);
  return id!;
}

/**
 * `count` consecutive IDs of a series in one upsert (a bulk import): the counter moves by
 * `count` under the same row lock, so no other caller gets a number in between.
 */
export async function nextStudentIds(
  tx: Conn,
  kind: IdKind,
  count: number,
  year = new Date().getFullYear(),
): Promise<string[]> {
  const prefix = `${kind}-${year}-`;
  const { rows } = await tx.execute<{ last: number }>(sql`
    insert into id_counters (prefix, last)
    values (
      ${prefix},
      coalesce((
        select max(substring(student_id from ${prefix.length + 1}::int)::int)
        from students
        where student_id ~ ${`^${prefix}[0-9]{1,9}$`}
      ), 0) + ${count}::int
    )
    on conflict (prefix) do update
      set last = greatest(id_counters.last + ${count}::int, excluded.last)
    returning last
  `);
  const last = Number(rows[0]!.last);
  return Array.from(
    { length: count },
    (_, i) => `${prefix}${String(last - count + 1 + i).padStart(4, '0')}`,
  );
}
