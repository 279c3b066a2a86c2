import { and, eq, inArray } from 'drizzle-orm';
import { batchMessages } from '#shared/batches.ts';
import type { Tx } from '../db/client';
import { batches, enrolments } from '../db/schema';
import { AppError, fieldError } from '../lib/app-error';
import { placeInBatch } from './batch-placement';

// The admin's Registration Form places the new student (issue 21.2, decisions 059 and 067): a
// chosen course that has batches needs one of them, in the registration's transaction.

/**
 * Puts the just-enrolled student in the batch `chosen` names for each of their courses that has
 * batches. Refused (the caller's transaction saves nothing), on the form's `batches` field: a
 * course with batches but no choice, a batch of another course, and what a placement refuses
 * (full, ended). A choice for a course not chosen is left aside (the form drops it too).
 */
export async function placeRegistered(
  tx: Tx,
  studentId: number,
  courseIds: readonly number[],
  chosen: readonly { courseId: number; batchId: number }[],
): Promise<void> {
  if (courseIds.length === 0) return;
  const withBatches = new Set(
    (
      await tx
        .selectDistinct({ courseId: batches.courseId })
        .from(batches)
        .where(inArray(batches.courseId, [...courseIds]))
    ).map((r) => r.courseId),
  );
  for (const courseId of courseIds) {
    const batchId = chosen.find((c) => c.courseId === courseId)?.batchId;
    if (batchId === undefined) {
      if (withBatches.has(courseId)) {
        throw fieldError('VALIDATION_FAILED', 'batches', batchMessages.chooseBatch);
      }
      continue;
    }
    const [row] = await tx
      .select({ id: enrolments.id, courseId: enrolments.courseId, batchId: enrolments.batchId })
      .from(enrolments)
      .where(and(eq(enrolments.studentId, studentId), eq(enrolments.courseId, courseId)));
    try {
      await placeInBatch(tx, row!, batchId, '');
    } catch (err) {
      // The form shows a placement's refusal at its batch choices.
      if (err instanceof AppError && err.code !== 'INTERNAL') {
        throw fieldError(err.code, 'batches', err.message);
      }
      throw err;
    }
  }
}
