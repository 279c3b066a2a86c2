import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';

export type LegacyCourseNames = { count: number; names: string[] };

/**
 * Enrolments and teacher courses whose name matched no course when names moved to ids: how
 * many, and the distinct names (start-up logs them so an admin can fix them).
 */
export async function findLegacyCourseNames(
  conn: Conn,
): Promise<{ enrolments: LegacyCourseNames; teacherCourses: LegacyCourseNames }> {
  const { rows } = await conn.execute<{
    source: string;
    count: number;
    names: string[] | null;
  }>(sql`
    select 'enrolments' as source, count(*)::int as count,
      array_agg(distinct legacy_course_name) as names
    from enrolments where course_id is null
    union all
    select 'teacherCourses', count(*)::int, array_agg(distinct legacy_course_name)
    from teacher_courses where course_id is null`);
  const pick = (source: string): LegacyCourseNames => {
    const row = rows.find((r) => r.source === source);
    return { count: row?.count ?? 0, names: row?.names ?? [] };
  };
  return { enrolments: pick('enrolments'), teacherCourses: pick('teacherCourses') };
}

/**
 * Links kept names to a course that now bears that name (on creating or renaming a course), so
 * an admin fixes a name that matched nothing by adding or renaming the course. A student who
 * already has the course keeps the old row as it is.
 */
export async function linkLegacyCourseNames(conn: Conn, courseId: number, name: string) {
  const same = sql`lower(trim(legacy_course_name)) = lower(trim(${name}))`;
  await conn.execute(sql`
    update enrolments e set course_id = ${courseId}, legacy_course_name = null
    where e.course_id is null and ${same} and not exists (
      select 1 from enrolments o where o.student_id = e.student_id and o.course_id = ${courseId})`);
  await conn.execute(sql`
    update teacher_courses t set course_id = ${courseId}, legacy_course_name = null
    where t.course_id is null and ${same} and not exists (
      select 1 from teacher_courses o where o.teacher_id = t.teacher_id and o.course_id = ${courseId})`);
}
