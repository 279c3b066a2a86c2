import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { batchMessages, type BatchMove, type BatchMoveRow } from '#shared/batches.ts';
import {
  enrolmentMessages,
  type AddEnrolmentInput,
  type EnrolmentRow,
} from '#shared/enrolments.ts';
import { istDate } from '#shared/ist.ts';
import type { Db } from '../db/client';
import { batches, courses, enrolments, students } from '../db/schema';
import { enrolmentBatchMoves } from '../db/schema-batches';
import { appError, fieldError } from '../lib/app-error';
import { courseHasBatches, placeInBatch } from './batch-placement';
import { oneEnrolment } from './enrolments';

// The office's changes to a student's courses (issue 27.3, decision 044) and batches (issue 21.2,
// decision 059): one more course, in one of its batches; a move to another batch.

/**
 * Puts an enrolled student in one more course, from today (IST), and in the batch given (which
 * a course with batches requires). Refused: an applicant or a course that is no course, a course
 * the student already has an enrolment in (running, or ended: its history stays one row), and
 * what a placement refuses (`placeInBatch`). The fee account opens as for any enrolment, at the
 * course fee, on the first plan or payment (`lockAccount`); exams and mock tests follow the rule.
 */
export async function addEnrolment(
  db: Db,
  studentId: number,
  { courseId, batchId }: AddEnrolmentInput,
): Promise<EnrolmentRow> {
  return db.transaction(async (tx) => {
    // Locks the student: two adds of the same course at once meet here, not in the unique index.
    const [student] = await tx
      .select({ status: students.status })
      .from(students)
      .where(eq(students.id, studentId))
      .for('update');
    if (!student) throw appError('NOT_FOUND');
    if (student.status !== 'active') throw appError('CONFLICT', enrolmentMessages.notStudent);
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) throw fieldError('VALIDATION_FAILED', 'courseId', enrolmentMessages.chooseCourse);
    const [existing] = await tx
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(and(eq(enrolments.studentId, studentId), eq(enrolments.courseId, courseId)));
    if (existing) {
      const message =
        existing.status === 'active'
          ? enrolmentMessages.alreadyTakes
          : enrolmentMessages.tookBefore;
      throw fieldError('CONFLICT', 'courseId', message);
    }
    if (batchId === undefined && (await courseHasBatches(tx, courseId))) {
      throw fieldError('VALIDATION_FAILED', 'batchId', batchMessages.chooseBatch);
    }
    const [row] = await tx
      .insert(enrolments)
      .values({ studentId, courseId, enrolledOn: istDate(new Date()) })
      .returning({ id: enrolments.id });
    if (batchId !== undefined) {
      await placeInBatch(tx, { id: row!.id, courseId, batchId: null }, batchId, '');
    }
    return (await oneEnrolment(tx, row!.id))!;
  });
}

/**
 * Puts a running enrolment in a batch of its course, or moves it to another one; the move is
 * kept in its history with the reason given. Refused: an enrolment that has ended, the batch it
 * is already in, and what a placement refuses (`placeInBatch`).
 */
export async function moveEnrolment(
  db: Db,
  enrolmentId: number,
  move: BatchMove,
): Promise<EnrolmentRow> {
  return db.transaction(async (tx) => {
    // Locks the enrolment first, then (in placeInBatch) the batch: every change takes them in
    // that order, so two of them never wait on each other in a circle.
    const [row] = await tx
      .select({
        courseId: enrolments.courseId,
        status: enrolments.status,
        batchId: enrolments.batchId,
      })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(and(eq(enrolments.id, enrolmentId), eq(students.status, 'active')))
      .for('update', { of: enrolments });
    if (!row) throw appError('NOT_FOUND');
    if (row.status !== 'active') throw appError('CONFLICT', batchMessages.ended);
    if (row.batchId === move.batchId) {
      throw fieldError('CONFLICT', 'batchId', batchMessages.sameBatch);
    }
    await placeInBatch(tx, { id: enrolmentId, ...row }, move.batchId, move.reason);
    return (await oneEnrolment(tx, enrolmentId))!;
  });
}

const fromBatch = alias(batches, 'from_batch');

/** An enrolment's batch history, newest first (`GET /api/enrolments/:id/batch-moves`). */
export async function batchMoves(db: Db, enrolmentId: number): Promise<BatchMoveRow[]> {
  const [enrolment] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId));
  if (!enrolment) throw appError('NOT_FOUND');
  return db
    .select({
      id: enrolmentBatchMoves.id,
      fromBatch: fromBatch.name,
      toBatch: batches.name,
      movedOn: enrolmentBatchMoves.movedOn,
      reason: enrolmentBatchMoves.reason,
    })
    .from(enrolmentBatchMoves)
    .innerJoin(batches, eq(batches.id, enrolmentBatchMoves.toBatchId))
    .leftJoin(fromBatch, eq(fromBatch.id, enrolmentBatchMoves.fromBatchId))
    .where(eq(enrolmentBatchMoves.enrolmentId, enrolmentId))
    .orderBy(desc(enrolmentBatchMoves.movedOn), desc(enrolmentBatchMoves.id));
}
