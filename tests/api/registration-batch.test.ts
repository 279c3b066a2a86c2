// The admin's Registration Form places the new student in a batch of each chosen course that has
// batches (issue 21.2, decisions 059 and 067): the office's choice or, like admission approval, one
// of the student's timing with a free seat; a full or ended batch refuses, and a refusal saves
// nothing.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalBatchMessages } from '#shared/approval-batches.ts';
import { batchMessages } from '#shared/batches.ts';
import { students } from '#server/db/schema.ts';
import { enrolmentBatchMoves } from '#server/db/schema-batches.ts';
import { createCourse, registrationPayload } from '#server/seed/factories.ts';
import { batchCalls } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { call, addBatch, enrolmentsOf, newEnrolment, place } = batchCalls(t);

const register = (courses: string[], batches?: { courseId: number; batchId: number }[]) =>
  call('POST', '/api/register-student', registrationPayload({ courses, batches }));

const count = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(students))[0]!.n;

const idOf = async (studentId: string) =>
  (await t.db.select().from(students).where(eq(students.studentId, studentId)))[0]!.id;

describe('POST /api/register-student with batches', () => {
  it('places the new student in the chosen batch, history written; a course without batches needs none', async () => {
    const course = await createCourse(t.db, { name: 'Tally Prime (registration)' });
    const plain = await createCourse(t.db, { name: 'Typing (registration)' });
    await addBatch(course.id, { name: 'Morning A' });
    const evening = await addBatch(course.id, { name: 'Evening A', timing: 'evening' });

    const res = await register(
      [course.name, plain.name],
      [{ courseId: course.id, batchId: evening.id }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = await idOf(res.json<{ studentId: string }>().studentId);
    const rows = await enrolmentsOf(id);
    expect(rows.map((r) => [r.course, r.batchId])).toEqual([
      [course.name, evening.id],
      [plain.name, null],
    ]);
    const moves = await t.db
      .select()
      .from(enrolmentBatchMoves)
      .where(eq(enrolmentBatchMoves.enrolmentId, rows[0]!.id));
    expect(moves).toMatchObject([{ fromBatchId: null, toBatchId: evening.id }]);
  });

  it('with no batch chosen, places by the preferred timing with a free seat; all full refuses, nothing saved', async () => {
    const course = await createCourse(t.db, { name: 'Web Designing (registration)' });
    await addBatch(course.id, { name: 'Morning A', capacity: 1 });
    const evening = await addBatch(course.id, {
      name: 'Evening A',
      timing: 'evening',
      capacity: 1,
    });
    const res = await call(
      'POST',
      '/api/register-student',
      registrationPayload({ courses: [course.name], preferredTiming: 'evening' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = await idOf(res.json<{ studentId: string }>().studentId);
    expect((await enrolmentsOf(id)).map((r) => r.batchId)).toEqual([evening.id]);

    // The next one gets the morning seat; then every batch is full.
    const second = await register([course.name]);
    expect(second.statusCode, second.body).toBe(201);
    const before = await count();
    const refused = await register([course.name]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message: approvalBatchMessages.allFull(course.name),
      fieldErrors: { batches: [approvalBatchMessages.allFull(course.name)] },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a full batch and an ended one, and a batch of another course; nothing saved', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English (registration)' });
    const other = await createCourse(t.db, { name: 'Cooking (registration)' });
    const full = await addBatch(course.id, { name: 'Full', capacity: 1 });
    const ended = await addBatch(course.id, {
      name: 'Ended',
      startsOn: '2025-01-06',
      endsOn: '2025-06-30',
    });
    const elsewhere = await addBatch(other.id, { name: 'Elsewhere' });
    const taken = await newEnrolment(course.name);
    expect((await place(taken.enrolmentId, full.id)).statusCode).toBe(200);
    const before = await count();

    const refusals = [
      [full.id, 409, batchMessages.full],
      [ended.id, 409, batchMessages.over],
      [elsewhere.id, 400, batchMessages.otherCourse],
      [2_000_000_000, 400, batchMessages.chooseBatch],
    ] as const;
    for (const [batchId, status, message] of refusals) {
      const res = await register([course.name], [{ courseId: course.id, batchId }]);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ message, fieldErrors: { batches: [message] } });
    }
    expect(await count()).toBe(before);
  });

  it('refuses a batch that is no number as a field error, not a 5xx', async () => {
    const res = await call('POST', '/api/register-student', {
      ...registrationPayload({ courses: [] }),
      batches: [{ courseId: 'x', batchId: -1 }],
    });
    expect(res.statusCode).toBe(400);
  });
});
