import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { batchMessages, batchOpening } from '#shared/batches.ts';
import { istDate } from '#shared/ist.ts';
import type { Conn, Tx } from '../db/client';
import { batches, enrolments } from '../db/schema';
import { enrolmentBatchMoves } from '../db/schema-batches';
import { fieldError } from '../lib/app-error';
import { enrolmentCounts } from './enrolments';

// Putting an enrolment in a batch (decision 059): the one place that does it, for a new
// enrolment and for a move, so the capacity is checked the same way everywhere.

/** SQL on `enrolments`: the enrolment fills a seat of batch `batchId` (a column or an id). */
export function seatIn(batchId: number | SQLWrapper): SQL {
  return and(eq(enrolments.batchId, batchId), enrolmentCounts('now'))!;
}

/** SQL, per row of `batches`: how many seats are taken (the active enrolments in it). */
export const enrolledInBatch = sql<number>`(select count(*)::int from ${enrolments} where ${seatIn(batches.id)})`;

/** Whether the course has a batch: then a new enrolment in it must be given one. */
export async function courseHasBatches(conn: Conn, courseId: number): Promise<boolean> {
  const [row] = await conn
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.courseId, courseId))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks batch `id` (`FOR UPDATE`) for the rest of the transaction: a placement, an edit and a
 * delete of one batch run one after the other, so its seats are counted with none half-way.
 */
export async function lockBatch(tx: Tx, id: number) {
  const [batch] = await tx
    .select({ courseId: batches.courseId, capacity: batches.capacity, endsOn: batches.endsOn })
    .from(batches)
    .where(eq(batches.id, id))
    .for('update');
  return batch;
}

/** The seats of batch `id` taken now (its running enrolments). */
export async function seatsTaken(tx: Tx, id: number): Promise<number> {
  const [seats] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(enrolments)
    .where(seatIn(id));
  return seats?.taken ?? 0;
}

/**
 * Puts the (active, locked by the caller) enrolment in batch `batchId` and writes the move to
 * its history. The batch's row is locked (`FOR UPDATE`) before its seats are counted, so two
 * placements into its last seat run one after the other and the second sees the first: a batch
 * is never filled past its capacity. Refused: a batch that is none, one of another course, a full
 * one. The caller runs it in its transaction, so a refusal saves nothing.
 */
export async function placeInBatch(
  tx: Tx,
  enrolment: { id: number; courseId: number | null; batchId: number | null },
  batchId: number,
  reason: string,
): Promise<void> {
  const batch = await lockBatch(tx, batchId);
  if (!batch) throw fieldError('VALIDATION_FAILED', 'batchId', batchMessages.chooseBatch);
  if (batch.courseId !== enrolment.courseId) {
    throw fieldError('VALIDATION_FAILED', 'batchId', batchMessages.otherCourse);
  }
  const today = istDate(new Date());
  const opening = batchOpening({ ...batch, enrolled: await seatsTaken(tx, batchId) }, today);
  if (opening.state !== 'open')
    throw fieldError('CONFLICT', 'batchId', batchMessages[opening.state]);
  await tx.update(enrolments).set({ batchId }).where(eq(enrolments.id, enrolment.id));
  await tx.insert(enrolmentBatchMoves).values({
    enrolmentId: enrolment.id,
    fromBatchId: enrolment.batchId,
    toBatchId: batchId,
    movedOn: today,
    reason,
  });
}
