import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { courses, enrolments } from '../db/schema';
import { fieldError } from '../lib/app-error';

/** How a name sent by a form is compared with course names: trimmed, case-insensitive. */
const nameKey = sql<string>`lower(trim(${courses.name}))`;

/**
 * The ids of the courses named, in the order given (repeats dropped). Forms offer only the course
 * list, so a name that is no course is refused as a field error and nothing is saved.
 */
export async function resolveCourseNames(
  conn: Conn,
  names: string[],
  refusal: { field: string; message: string },
): Promise<number[]> {
  const keys = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  if (keys.length === 0) return [];
  const rows = await conn
    .select({ id: courses.id, key: nameKey })
    .from(courses)
    .where(inArray(nameKey, keys))
    .orderBy(asc(courses.id));
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.key)) ids.set(row.key, row.id);
  if (keys.some((k) => !ids.has(k))) {
    throw fieldError('VALIDATION_FAILED', refusal.field, refusal.message);
  }
  return keys.map((k) => ids.get(k)!);
}

/** Enrols a student (or applicant) in the courses, in the order given. */
export async function enrol(conn: Conn, studentId: number, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  await conn.insert(enrolments).values(courseIds.map((courseId) => ({ studentId, courseId })));
}

export async function countCourseEnrolments(conn: Conn, courseId: number): Promise<number> {
  const [row] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId));
  return row?.n ?? 0;
}
