import { sql } from 'drizzle-orm';
import type { AdminSummary } from '#shared/summary.ts';
import type { Db } from '../db/client';

/** The counts on the admin landing page, in one round trip. */
export async function adminSummary(db: Db): Promise<AdminSummary> {
  const { rows } = await db.execute<AdminSummary>(sql`
    select
      (select count(*)::int from students where status = 'active') as "students",
      (select count(*)::int from teachers) as "teachers",
      (select count(*)::int from courses) as "courses",
      (select count(*)::int from students where status = 'pending') as "pendingApplications",
      (select count(*)::int from contact_messages where not read) as "unreadMessages"
  `);
  const row = rows[0];
  if (!row) throw new Error('summary returned no row');
  return row;
}
