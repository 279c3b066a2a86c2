import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { approvalBatchMessages, type ApprovalCourse } from '#shared/approval-batches.ts';
import { batchOpening, type Batch } from '#shared/batches.ts';
import { istDate } from '#shared/ist.ts';
import type { Conn, Tx } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { appError, fieldError } from '../lib/app-error';
import { placeInBatch } from './batch-placement';
import { batchesOfCourses } from './batches';

// Admission approval's batches (issue 21.2, decision 059): each course of the applicant that has
// batches gets one, the office's choice or the one chosen here, in the approval's transaction.

/**
 * The batch approval chooses when the office names none: one that has not ended and has a free
 * seat, of the applicant's timing if there is one, else of any timing; the earliest start first.
 */
export function automaticBatch(list: readonly Batch[], timing: string | null): Batch | undefined {
  const today = istDate(new Date());
  const open = list
    .filter((b) => batchOpening(b, today).state === 'open')
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.id - b.id);
  return open.find((b) => b.timing === timing) ?? open[0];
}

/** The applicant's running enrolments not in a batch yet, with their courses' names. */
async function unplaced(conn: Conn, studentId: number) {
  return conn
    .select({
      id: enrolments.id,
      courseId: enrolments.courseId,
      batchId: enrolments.batchId,
      course: courses.name,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(
      and(
        eq(enrolments.studentId, studentId),
        eq(enrolments.status, 'active'),
        isNotNull(enrolments.courseId),
        isNull(enrolments.batchId),
      ),
    )
    .orderBy(asc(enrolments.id));
}

async function timingOf(conn: Conn, studentId: number): Promise<string | null> {
  const [row] = await conn
    .select({ timing: students.preferredTiming })
    .from(students)
    .where(eq(students.id, studentId));
  if (!row) throw appError('NOT_FOUND');
  return row.timing;
}

/** `GET /api/students/:id/approval-batches`: per course with batches, them and the choice. */
export async function approvalBatches(conn: Conn, studentId: number): Promise<ApprovalCourse[]> {
  const timing = await timingOf(conn, studentId);
  const rows = await unplaced(conn, studentId);
  const all = await batchesOfCourses(
    conn,
    rows.map((r) => r.courseId!),
  );
  return rows.flatMap((r) => {
    const list = all.filter((b) => b.courseId === r.courseId);
    if (list.length === 0) return [];
    const choice = automaticBatch(list, timing)?.id ?? null;
    return [{ courseId: r.courseId!, course: r.course, choice, batches: list }];
  });
}

/**
 * Puts the applicant (locked by the caller) in a batch of each course of theirs that has one:
 * the batch `chosen` names for the course, else `automaticBatch`. Refused, so the approval saves
 * nothing: a choice for a course the applicant did not choose or named twice, what a placement
 * refuses, and a course whose batches are all full.
 */
export async function placeApplicant(
  tx: Tx,
  studentId: number,
  chosen: readonly { courseId: number; batchId: number }[],
): Promise<void> {
  const rows = await unplaced(tx, studentId);
  const byCourse = new Map<number, number>();
  for (const c of chosen) {
    if (byCourse.has(c.courseId)) {
      throw fieldError('VALIDATION_FAILED', 'batches', approvalBatchMessages.courseTwice);
    }
    if (!rows.some((r) => r.courseId === c.courseId)) {
      throw fieldError('VALIDATION_FAILED', 'batches', approvalBatchMessages.notChosenCourse);
    }
    byCourse.set(c.courseId, c.batchId);
  }
  const timing = await timingOf(tx, studentId);
  const all = await batchesOfCourses(
    tx,
    rows.map((r) => r.courseId!),
  );
  for (const row of rows) {
    const list = all.filter((b) => b.courseId === row.courseId);
    let batchId = byCourse.get(row.courseId!);
    if (batchId === undefined) {
      if (list.length === 0) continue;
      batchId = automaticBatch(list, timing)?.id;
      if (batchId === undefined) {
        throw fieldError('CONFLICT', 'batches', approvalBatchMessages.allFull(row.course));
      }
    }
    await placeInBatch(tx, row, batchId, '');
  }
}
