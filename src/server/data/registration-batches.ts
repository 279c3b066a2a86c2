import type { Tx } from '../db/client';
import { AppError, fieldError } from '../lib/app-error';
import { placeApplicant } from './approval-batches';

// The admin's Registration Form places the new student (issue 21.2, decisions 059 and 067), by
// the rule admission approval follows: in each of their courses that has batches, the batch the
// office chose, else one of the student's timing with a free seat, else any open one.

/**
 * Places the just-registered student, in the registration's transaction. Refused (the caller
 * saves nothing), on the form's `batches` field: a choice for a course not chosen, a batch of
 * another course, what a placement refuses (full, ended), and a course whose batches are all full.
 */
export async function placeRegistered(
  tx: Tx,
  studentId: number,
  chosen: readonly { courseId: number; batchId: number }[],
): Promise<void> {
  try {
    await placeApplicant(tx, studentId, chosen);
  } catch (err) {
    // The form shows a placement's refusal at its batch choices.
    if (err instanceof AppError && err.code !== 'INTERNAL' && err.code !== 'NOT_FOUND') {
      throw fieldError(err.code, 'batches', err.message);
    }
    throw err;
  }
}
