import { asc, inArray } from 'drizzle-orm';
import { batchOpening, type Batch } from '#shared/batches.ts';
import { csvMessages } from '#shared/csv-messages.ts';
import { istDate } from '#shared/ist.ts';
import { studentImportColumns } from '#shared/student-import.ts';
import type { Conn, Tx } from '../db/client';
import { batches, enrolments } from '../db/schema';
import { enrolmentBatchMoves } from '../db/schema-batches';
import type { CsvRecordError } from '../lib/csv-records';
import { automaticBatch } from './approval-batches';
import { batchesOfCourses } from './batches';

// The student import's batches (issue 21.2, decision 067): each row's course that has batches
// gets one, the batch its Batch cell names or else one chosen as admission approval chooses;
// the seats are counted with the rows above in the same file.

type Row = { line: number; batchNames: string[]; details: { preferredTiming: string } };

/** Per row, its course id → the batch id it goes to. */
export type Placements = Map<number, Map<number, number>>;

const column = studentImportColumns.batch!;
const key = (name: string) => name.trim().toLowerCase();

/**
 * Chooses every row's batches, or lists each refusal on its line and the Batch column: a name
 * that is no batch of the row's courses, a batch that has ended, one that is full (the rows
 * above in the file take their seats first), a course whose batches are all full or ended.
 * `lock` (in the import's transaction) locks the batches first, as a placement does.
 */
export async function placeImportRows<R extends Row>(
  conn: Conn,
  rows: readonly R[],
  coursesOf: (row: R) => number[],
  courseNameOf: (courseId: number) => string,
  lock?: Tx,
): Promise<{ errors: CsvRecordError[]; placements: Placements }> {
  const courseIds = [...new Set(rows.flatMap(coursesOf))];
  if (lock && courseIds.length > 0) {
    // In id order, as every placement locks one batch: no two imports wait on each other.
    await lock
      .select({ id: batches.id })
      .from(batches)
      .where(inArray(batches.courseId, courseIds))
      .orderBy(asc(batches.id))
      .for('update');
  }
  const all = await batchesOfCourses(conn, courseIds);
  // Seats as the file fills them: each placed row adds one to its batch.
  const seats = new Map<number, Batch>(all.map((b) => [b.id, { ...b }]));
  const today = istDate(new Date());
  const errors: CsvRecordError[] = [];
  const placements: Placements = new Map();
  for (const row of rows) {
    const courses = coursesOf(row);
    const placed = new Map<number, number>();
    const used = new Set<string>();
    let failed = false;
    const refuse = (message: string) => {
      errors.push({ line: row.line, field: column, message });
      failed = true;
    };
    for (const courseId of courses) {
      const list = [...seats.values()].filter((b) => b.courseId === courseId);
      if (list.length === 0) continue;
      const course = courseNameOf(courseId);
      const named = list.find((b) => row.batchNames.some((n) => key(n) === key(b.name)));
      if (named) {
        used.add(key(named.name));
        const state = batchOpening(named, today).state;
        if (state === 'full') refuse(csvMessages.batchFull(named.name, course));
        else if (state === 'over') refuse(csvMessages.batchEnded(named.name, course));
        else placed.set(courseId, named.id);
        continue;
      }
      // A name that is no batch of the row's courses is refused below; none is guessed for it.
      const allBatches = [...seats.values()].filter((b) => courses.includes(b.courseId));
      const strays = row.batchNames.filter((n) => !allBatches.some((b) => key(b.name) === key(n)));
      if (strays.length > 0) continue;
      const chosen = automaticBatch(list, row.details.preferredTiming || null);
      if (chosen) placed.set(courseId, chosen.id);
      else refuse(csvMessages.allBatchesFull(course));
    }
    for (const name of row.batchNames) {
      if (!used.has(key(name))) {
        const names = courses.map(courseNameOf).join(', ') || '—';
        refuse(csvMessages.unknownBatch(name, names));
      }
    }
    if (failed) continue;
    for (const batchId of placed.values()) seats.get(batchId)!.enrolled += 1;
    placements.set(row.line, placed);
  }
  return { errors, placements };
}

/** Writes the placements of the new enrolments (`{ id, studentId, courseId }`) and their history. */
export async function writeImportPlacements(
  tx: Tx,
  made: readonly { id: number; courseId: number | null; line: number }[],
  placements: Placements,
): Promise<void> {
  const today = istDate(new Date());
  const byBatch = new Map<number, number[]>();
  for (const e of made) {
    const batchId = placements.get(e.line)?.get(e.courseId!);
    if (batchId === undefined) continue;
    byBatch.set(batchId, [...(byBatch.get(batchId) ?? []), e.id]);
  }
  for (const [batchId, ids] of byBatch) {
    for (let i = 0; i < ids.length; i += 500) {
      const slice = ids.slice(i, i + 500);
      await tx.update(enrolments).set({ batchId }).where(inArray(enrolments.id, slice));
      await tx.insert(enrolmentBatchMoves).values(
        slice.map((enrolmentId) => ({
          enrolmentId,
          fromBatchId: null,
          toBatchId: batchId,
          movedOn: today,
          reason: '',
        })),
      );
    }
  }
}
