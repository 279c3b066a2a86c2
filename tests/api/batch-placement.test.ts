// Who is in which batch (issue 21.2, decision 059): a placement or a move keeps its history, a
// full batch refuses (even to placements made at the same moment), and a new enrolment in a
// course with batches is put in one of them.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { batchMessages, type BatchMoveRow } from '#shared/batches.ts';
import { enrolments } from '#server/db/schema.ts';
import { enrolmentBatchMoves } from '#server/db/schema-batches.ts';
import { createCourse, createStudent } from '#server/seed/factories.ts';
import { batchCalls, today } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

const t = setupTestApp();
const { call, addBatch, listBatches, enrolmentsOf, newEnrolment, place } = batchCalls(t);
type Enrolled = Awaited<ReturnType<typeof newEnrolment>>;

const movesOf = async (enrolmentId: number) => {
  const res = await call('GET', `/api/enrolments/${enrolmentId}/batch-moves`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ moves: BatchMoveRow[] }>().moves;
};

const storedMoves = (enrolmentId: number) =>
  t.db.select().from(enrolmentBatchMoves).where(eq(enrolmentBatchMoves.enrolmentId, enrolmentId));

/**
 * Runs the placements while another connection holds the history table (PostgreSQL): each one
 * that has a connection gets as far as writing its history line and waits there, so they have all
 * counted the seats before any commits: the moment a placement that did not lock its batch would
 * overfill it. PGlite runs one transaction at a time: there they simply run.
 */
async function allAtOnce<T>(placements: () => Promise<T>, count: number): Promise<T> {
  const driver = t.database.driver;
  if (driver.kind !== 'postgres') return placements();
  const waiting = Math.min(count, driver.pool.options.max ?? 10);
  const holder = new pg.Client({ connectionString: driver.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table enrolment_batch_moves in share mode');
    const done = placements();
    await waitFor(
      async () => {
        // Inside a transaction the activity view is read once unless its snapshot is cleared.
        await holder.query('select pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.n >= waiting;
      },
      { message: `${waiting} placements waiting`, timeout: 20_000 },
    );
    await holder.query('commit');
    return await done;
  } finally {
    await holder.end();
  }
}

describe('placing and moving a student', () => {
  it('places an enrolment, moves it, and keeps each move newest first', async () => {
    const course = await createCourse(t.db, { name: 'Full Stack (placement)' });
    const morning = await addBatch(course.id, { name: 'Morning A' });
    const evening = await addBatch(course.id, { name: 'Evening A', timing: 'evening' });
    const { studentId, enrolmentId } = await newEnrolment(course.name, 'Gurleen');
    expect((await enrolmentsOf(studentId))[0]).toMatchObject({ batchId: null, batch: null });
    expect(await movesOf(enrolmentId)).toEqual([]);

    const placed = await place(enrolmentId, morning.id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({
      id: enrolmentId,
      course: course.name,
      batchId: morning.id,
      batch: 'Morning A',
    });
    const moved = await place(enrolmentId, evening.id, '  Works mornings now ');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ batchId: evening.id, batch: 'Evening A' });

    expect(await movesOf(enrolmentId)).toEqual([
      {
        id: expect.any(Number),
        fromBatch: 'Morning A',
        toBatch: 'Evening A',
        movedOn: today,
        reason: 'Works mornings now',
      },
      { id: expect.any(Number), fromBatch: null, toBatch: 'Morning A', movedOn: today, reason: '' },
    ]);
    expect((await enrolmentsOf(studentId))[0]).toMatchObject({
      batchId: evening.id,
      batch: 'Evening A',
    });
    const counts = await listBatches(course.id);
    expect(counts.map((b) => [b.name, b.enrolled])).toEqual([
      ['Morning A', 0],
      ['Evening A', 1],
    ]);
  });

  it('refuses the batch it is in, another course’s, one that is none, and an ended enrolment', async () => {
    const course = await createCourse(t.db, { name: 'Tally (placement)' });
    const other = await createCourse(t.db, { name: 'Excel (placement)' });
    const batch = await addBatch(course.id);
    const elsewhere = await addBatch(other.id);
    const { enrolmentId } = await newEnrolment(course.name);
    expect((await place(enrolmentId, batch.id)).statusCode).toBe(200);

    const refusals: [number, number, string][] = [
      [batch.id, 409, batchMessages.sameBatch],
      [elsewhere.id, 400, batchMessages.otherCourse],
      [999_999, 400, batchMessages.chooseBatch],
    ];
    for (const [batchId, status, message] of refusals) {
      const res = await place(enrolmentId, batchId);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ message, fieldErrors: { batchId: [message] } });
    }
    const long = await place(enrolmentId, elsewhere.id, 'r'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(batchMessages.reasonTooLong);
    const none = await call('POST', `/api/enrolments/${enrolmentId}/batch`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ batchId: [batchMessages.chooseBatch] });

    const ended = await call('POST', `/api/enrolments/${enrolmentId}/end`, {
      status: 'completed',
      endedOn: today,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const second = await addBatch(course.id, { name: 'Evening A', timing: 'evening' });
    const late = await place(enrolmentId, second.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(batchMessages.ended);
    expect((await call('GET', `/api/enrolments/999999/batch-moves`)).statusCode).toBe(404);
    expect((await place(999_999, second.id)).statusCode).toBe(404);
    expect(await storedMoves(enrolmentId)).toHaveLength(1);
  });

  it('fills a batch to its capacity and refuses the next one, saving nothing', async () => {
    const course = await createCourse(t.db, { name: 'Python (placement)' });
    const small = await addBatch(course.id, { capacity: 2 });
    const placed: Enrolled[] = [];
    for (const name of ['Arjun', 'Kavya']) {
      const e = await newEnrolment(course.name, name);
      expect((await place(e.enrolmentId, small.id)).statusCode).toBe(200);
      placed.push(e);
    }
    const third = await newEnrolment(course.name, 'Manpreet');
    const full = await place(third.enrolmentId, small.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      message: batchMessages.full,
      fieldErrors: { batchId: [batchMessages.full] },
    });
    expect((await enrolmentsOf(third.studentId))[0]).toMatchObject({ batchId: null });
    expect(await storedMoves(third.enrolmentId)).toEqual([]);
    expect((await listBatches(course.id))[0]).toMatchObject({ capacity: 2, enrolled: 2 });

    // A dropped student frees the seat.
    await call('POST', `/api/enrolments/${placed[0]!.enrolmentId}/end`, {
      status: 'dropped',
      endedOn: today,
    });
    expect((await place(third.enrolmentId, small.id)).statusCode).toBe(200);
  });

  it('gives the last seat to exactly one of several placements made at once', async () => {
    const course = await createCourse(t.db, { name: 'Web (placement)' });
    const batch = await addBatch(course.id, { capacity: 2 });
    const first = await newEnrolment(course.name);
    expect((await place(first.enrolmentId, batch.id)).statusCode).toBe(200);
    const rivals: Enrolled[] = [];
    for (let i = 0; i < 6; i++) rivals.push(await newEnrolment(course.name, `Rival${i}`));

    const replies = await allAtOnce(
      () => Promise.all(rivals.map((r) => place(r.enrolmentId, batch.id))),
      rivals.length,
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(batchMessages.full);
    }
    const inBatch = await t.db.select().from(enrolments).where(eq(enrolments.batchId, batch.id));
    expect(inBatch).toHaveLength(2);
    expect((await listBatches(course.id))[0]).toMatchObject({ enrolled: 2 });
  });
});

describe('a new enrolment in a course with batches', () => {
  it('goes in the batch given, with its first history line', async () => {
    const course = await createCourse(t.db, { name: 'Graphic Design (placement)' });
    const batch = await addBatch(course.id, { name: 'Evening A', timing: 'evening' });
    const s = await t.newStudent({ firstName: 'Kavya' });
    const res = await call('POST', `/api/students/${s.student.id}/enrolments`, {
      courseId: course.id,
      batchId: batch.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      course: course.name,
      batchId: batch.id,
      batch: 'Evening A',
    });
    expect(await movesOf(res.json().id)).toMatchObject([
      { fromBatch: null, toBatch: 'Evening A', reason: '' },
    ]);
  });

  it('must be given a batch, one of the course, with a seat; a refusal saves no enrolment', async () => {
    const course = await createCourse(t.db, { name: 'Video Editing (placement)' });
    const other = await createCourse(t.db, { name: 'Photography (placement)' });
    const batch = await addBatch(course.id, { capacity: 1 });
    const elsewhere = await addBatch(other.id);
    await createStudent(t.db, { courses: [course.name] }).then(async (taker) => {
      const [e] = await t.db.select().from(enrolments).where(eq(enrolments.studentId, taker.id));
      expect((await place(e!.id, batch.id)).statusCode).toBe(200);
    });
    const s = await t.newStudent({ firstName: 'Rohit' });
    const add = (batchId?: number) =>
      call('POST', `/api/students/${s.student.id}/enrolments`, { courseId: course.id, batchId });

    const refusals: [number | undefined, number, string][] = [
      [undefined, 400, batchMessages.chooseBatch],
      [elsewhere.id, 400, batchMessages.otherCourse],
      [999_999, 400, batchMessages.chooseBatch],
      [batch.id, 409, batchMessages.full],
    ];
    for (const [batchId, status, message] of refusals) {
      const res = await add(batchId);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ message, fieldErrors: { batchId: [message] } });
    }
    expect(await enrolmentsOf(s.student.id)).toEqual([]);

    // A course without batches takes a student as before, with no batch.
    const plain = await createCourse(t.db, { name: 'Typing (placement)' });
    const res = await call('POST', `/api/students/${s.student.id}/enrolments`, {
      courseId: plain.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ batchId: null, batch: null });
  });
});
