import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ref, serialId } from './columns';
import { batches, enrolments, teachers } from './schema';

// Batches (issue 21.2, docs/decisions/059-batches.md). The `batches` table itself is in
// `schema.ts`, beside the enrolments that name their batch.

/** Who teaches a batch; removed with the batch or the teacher. */
export const batchTeachers = pgTable(
  'batch_teachers',
  {
    batchId: ref('batch_id', () => batches.id, 'cascade').notNull(),
    teacherId: ref('teacher_id', () => teachers.id, 'cascade').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.teacherId] }),
    index('batch_teachers_teacher_idx').on(t.teacherId),
  ],
);

/**
 * An enrolment's batch history: one row per placement, the first with no `from`. Restrict on the
 * batches: a batch someone was ever in is kept with its history (end it instead).
 */
export const enrolmentBatchMoves = pgTable(
  'enrolment_batch_moves',
  {
    id: serialId(),
    enrolmentId: ref('enrolment_id', () => enrolments.id, 'cascade').notNull(),
    fromBatchId: ref('from_batch_id', () => batches.id, 'restrict'),
    toBatchId: ref('to_batch_id', () => batches.id, 'restrict').notNull(),
    movedOn: date('moved_on', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('enrolment_batch_moves_enrolment_idx').on(t.enrolmentId),
    index('enrolment_batch_moves_from_idx').on(t.fromBatchId),
    index('enrolment_batch_moves_to_idx').on(t.toBatchId),
  ],
);
