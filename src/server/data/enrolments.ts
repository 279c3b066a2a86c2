import { and, asc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { enrolmentMessages, type EnrolmentRow } from '#shared/enrolments.ts';
import { istDate } from '#shared/ist.ts';
import type { Conn, Db } from '../db/client';
import { batches, courses, enrolments, students } from '../db/schema';
import { examMarks } from '../db/schema-exams';
import { feeAccounts, payments } from '../db/schema-fees';
import { appError, fieldError } from '../lib/app-error';

/*
 * Who takes a course: the one rule every place that asks uses (decision 043).
 *
 * - 'now': takes it now. An enrolled (not applicant) student, the enrolment active. New work is
 *   offered on this: mock tests (listed, searched, started).
 * - 'record': takes it or took it. An enrolled student, the enrolment active or completed (not
 *   dropped). The student's record follows it: exams and marks, results and report cards, the
 *   portal's courses, search, the course presentation, the admin's lists.
 *
 * Exams also look at dates: an exam is for the enrolments that ran on its date (enrolled by then,
 * not ended before); a dropped enrolment, or one outside the dates, stays where it already has
 * marks. Fees list every enrolment on record and a dropped one that has payments.
 */
export type Taking = 'now' | 'record';

const enrolmentStatusesFor: Record<Taking, readonly string[]> = {
  now: ['active'],
  record: ['active', 'completed'],
};

/** SQL on `enrolments` alone: its status counts for `use` (the student is known to be enrolled). */
export function enrolmentCounts(use: Taking): SQL {
  return use === 'now' ? eq(enrolments.status, 'active') : ne(enrolments.status, 'dropped');
}

/** SQL on `enrolments` joined with `students`: the enrolment counts for `use`. */
export function takesCourse(use: Taking): SQL {
  return and(eq(students.status, 'active'), enrolmentCounts(use))!;
}

/**
 * The same rule as text, for the queries written in SQL text (`e` the enrolment's alias, `s` its
 * student's).
 */
export function takesCourseText(use: Taking, e = 'e', s = 's'): string {
  return `${s}.status = 'active' and ${enrolmentCountsText(use, e)}`;
}

/** The enrolment's part of the rule as text (where the student is checked apart). */
export function enrolmentCountsText(use: Taking, e = 'e'): string {
  return `${e}.status in (${enrolmentStatusesFor[use].map((x) => `'${x}'`).join(', ')})`;
}

/** Whether an enrolment ran on `date` (YYYY-MM-DD): enrolled by then and not ended before. */
export function ranOn(row: { enrolledOn: string; endedOn: string | null }, date: string): boolean {
  return row.enrolledOn <= date && (row.endedOn === null || date <= row.endedOn);
}

/** SQL: the enrolment ran on `date` (a date column or a YYYY-MM-DD value). */
function ranOnSql(date: SQLWrapper | string): SQL {
  const d = typeof date === 'string' ? sql`${date}::date` : sql`${date}`;
  return sql`(${enrolments.enrolledOn} <= ${d} and (${enrolments.endedOn} is null or ${d} <= ${enrolments.endedOn}))`;
}

/**
 * SQL on `enrolments` joined with `students`: the enrolment sits the exam. It is on record and
 * ran on the exam's date, or it already has marks for the exam (kept whatever happened since).
 */
export function sitsExam(exam: { id: SQLWrapper | number; date: SQLWrapper | string }): SQL {
  return or(
    and(takesCourse('record'), ranOnSql(exam.date)),
    sql`exists (select 1 from ${examMarks} where ${examMarks.enrolmentId} = ${enrolments.id} and ${examMarks.examId} = ${exam.id})`,
  )!;
}

/** SQL on `enrolments` (with `students`): the enrolment has a fee account to show. */
export function hasFeeRecord(): SQL {
  return or(
    takesCourse('record'),
    and(
      eq(students.status, 'active'),
      sql`exists (select 1 from ${payments} join ${feeAccounts} on ${feeAccounts.id} = ${payments.accountId} where ${feeAccounts.enrolmentId} = ${enrolments.id})`,
    ),
  )!;
}

/** How a name sent by a form is compared with course names: trimmed, case-insensitive. */
const nameKey = sql<string>`lower(trim(${courses.name}))`;

/** A course name as `nameKey` compares it. */
export const courseNameKey = (name: string) => name.trim().toLowerCase();

/** Course name keys (`courseNameKey`) → the id of the first course with that name. */
export async function courseIdsByKey(conn: Conn, keys: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (keys.length === 0) return ids;
  const rows = await conn
    .select({ id: courses.id, key: nameKey })
    .from(courses)
    .where(inArray(nameKey, keys))
    .orderBy(asc(courses.id));
  for (const row of rows) if (!ids.has(row.key)) ids.set(row.key, row.id);
  return ids;
}

/**
 * The ids of the courses named, in the order given (repeats dropped). Forms offer only the course
 * list, so a name that is no course is refused as a field error and nothing is saved.
 */
export async function resolveCourseNames(
  conn: Conn,
  names: string[],
  refusal: { field: string; message: string },
): Promise<number[]> {
  const keys = [...new Set(names.map(courseNameKey))];
  const ids = await courseIdsByKey(conn, keys);
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

/** An enrolment as the history shows it. */
const rowFields = {
  id: enrolments.id,
  courseId: enrolments.courseId,
  course: sql<string>`coalesce(${courses.name}, ${enrolments.legacyCourseName}, '')`,
  enrolledOn: enrolments.enrolledOn,
  endedOn: enrolments.endedOn,
  status: enrolments.status,
  batchId: enrolments.batchId,
  batch: batches.name,
};

/** A student's enrolments, oldest first: course, from, to, status (`GET /api/students/:id/enrolments`). */
export async function enrolmentHistory(db: Db, studentId: number): Promise<EnrolmentRow[]> {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) throw appError('NOT_FOUND');
  return db
    .select(rowFields)
    .from(enrolments)
    .leftJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(batches, eq(batches.id, enrolments.batchId))
    .where(eq(enrolments.studentId, studentId))
    .orderBy(asc(enrolments.enrolledOn), asc(enrolments.id));
}

/** One enrolment as the history shows it. */
export async function oneEnrolment(conn: Conn, id: number): Promise<EnrolmentRow | undefined> {
  const [row] = await conn
    .select(rowFields)
    .from(enrolments)
    .leftJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(batches, eq(batches.id, enrolments.batchId))
    .where(eq(enrolments.id, id));
  return row;
}

/**
 * Ends a running enrolment: completed or dropped, on a day from its start to today (IST). The
 * rule does the rest: a completed one keeps its record, a dropped one leaves the lists (043).
 */
export async function endEnrolment(
  db: Db,
  enrolmentId: number,
  end: { status: 'completed' | 'dropped'; endedOn: string },
): Promise<EnrolmentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: enrolments.status, enrolledOn: enrolments.enrolledOn })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(and(eq(enrolments.id, enrolmentId), eq(students.status, 'active')))
      .for('update', { of: enrolments });
    if (!row) throw appError('NOT_FOUND');
    if (row.status !== 'active') throw appError('CONFLICT', enrolmentMessages.alreadyEnded);
    if (end.endedOn < row.enrolledOn) {
      throw fieldError('VALIDATION_FAILED', 'endedOn', enrolmentMessages.beforeStart);
    }
    if (end.endedOn > istDate(new Date())) {
      throw fieldError('VALIDATION_FAILED', 'endedOn', enrolmentMessages.inFuture);
    }
    await tx
      .update(enrolments)
      .set({ status: end.status, endedOn: end.endedOn })
      .where(eq(enrolments.id, enrolmentId));
    return (await oneEnrolment(tx, enrolmentId))!;
  });
}
