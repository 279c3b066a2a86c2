// Admission approval puts the applicant in a batch of each course with batches (issue 21.2,
// decision 059): the office's choice, else the applicant's timing with a free seat, else any
// batch with one; all full refuses the approval and saves nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApprovalBatches } from '#shared/approval-batches.ts';
import { approvalBatchMessages } from '#shared/approval-batches.ts';
import { batchMessages } from '#shared/batches.ts';
import { students } from '#server/db/schema.ts';
import { enrolmentBatchMoves } from '#server/db/schema-batches.ts';
import { createCourse, createStudent } from '#server/seed/factories.ts';
import { batchCalls } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { call, addBatch, enrolmentsOf, newEnrolment, place } = batchCalls(t);

/** A pending applicant for these courses, with this timing. */
const applicant = (courses: string[], preferredTiming: 'morning' | 'evening' = 'evening') =>
  createStudent(t.db, { status: 'pending', courses, preferredTiming, firstName: 'Simran' });

const approve = (id: number, batches?: { courseId: number; batchId: number }[]) =>
  call('POST', `/api/students/${id}/approve`, batches ? { batches } : undefined);

const statusOf = async (id: number) =>
  (await t.db.select({ s: students.status }).from(students).where(eq(students.id, id)))[0]!.s;

describe('approval places the applicant in batches', () => {
  it('chooses the batch of the applicant’s timing with a free seat, and says so before', async () => {
    const course = await createCourse(t.db, { name: 'Tally Prime (approval)' });
    const plain = await createCourse(t.db, { name: 'Typing (approval, no batches)' });
    const morning = await addBatch(course.id, { name: 'Morning A' });
    const fullEvening = await addBatch(course.id, {
      name: 'Evening A',
      timing: 'evening',
      capacity: 1,
    });
    const evening = await addBatch(course.id, { name: 'Evening B', timing: 'evening' });
    const taken = await newEnrolment(course.name);
    expect((await place(taken.enrolmentId, fullEvening.id)).statusCode).toBe(200);
    const s = await applicant([course.name, plain.name], 'evening');

    const offered = await call('GET', `/api/students/${s.id}/approval-batches`);
    expect(offered.statusCode, offered.body).toBe(200);
    const { courses } = offered.json<ApprovalBatches>();
    expect(courses.map((c) => [c.course, c.choice])).toEqual([[course.name, evening.id]]);
    expect(courses[0]!.batches.map((b) => b.id).sort()).toEqual(
      [morning.id, fullEvening.id, evening.id].sort(),
    );

    const res = await approve(s.id);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await enrolmentsOf(s.id);
    expect(rows.map((r) => [r.course, r.batchId])).toEqual([
      [course.name, evening.id],
      [plain.name, null],
    ]);
  });

  it('takes the office’s choice, else any batch with a free seat', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English (approval)' });
    const other = await createCourse(t.db, { name: 'Web Designing (approval)' });
    const chosen = await addBatch(course.id, { name: 'Morning A' });
    await addBatch(course.id, { name: 'Morning B', startsOn: '2026-01-05' });
    const onlyMorning = await addBatch(other.id, { name: 'Morning A', startsOn: '2026-01-05' });
    await addBatch(other.id, { name: 'Morning B', startsOn: '2027-01-05' });
    const s = await applicant([course.name, other.name], 'evening');

    const res = await approve(s.id, [{ courseId: course.id, batchId: chosen.id }]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await enrolmentsOf(s.id);
    expect(rows.map((r) => r.batchId)).toEqual([chosen.id, onlyMorning.id]);
    const moves = await t.db
      .select()
      .from(enrolmentBatchMoves)
      .where(eq(enrolmentBatchMoves.enrolmentId, rows[0]!.id));
    expect(moves).toMatchObject([{ fromBatchId: null, toBatchId: chosen.id }]);
  });

  it('refuses when every batch of a course is full, naming it; the applicant stays pending', async () => {
    const course = await createCourse(t.db, { name: 'Basic Computer (approval)' });
    const only = await addBatch(course.id, { capacity: 1 });
    const taken = await newEnrolment(course.name);
    expect((await place(taken.enrolmentId, only.id)).statusCode).toBe(200);
    const s = await applicant([course.name], 'morning');

    const offered = await call('GET', `/api/students/${s.id}/approval-batches`);
    expect(offered.json<ApprovalBatches>().courses[0]!.choice).toBeNull();
    const res = await approve(s.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(approvalBatchMessages.allFull(course.name));
    const full = await approve(s.id, [{ courseId: course.id, batchId: only.id }]);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(batchMessages.full);
    expect(await statusOf(s.id)).toBe('pending');
    expect((await enrolmentsOf(s.id)).map((r) => r.batchId)).toEqual([null]);
  });

  it('refuses a batch of another course, or a course the applicant did not choose', async () => {
    const course = await createCourse(t.db, { name: 'Graphic Design (approval)' });
    const other = await createCourse(t.db, { name: 'Photoshop (approval)' });
    await addBatch(course.id);
    const foreign = await addBatch(other.id);
    const s = await applicant([course.name]);

    const wrong = await approve(s.id, [{ courseId: course.id, batchId: foreign.id }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(batchMessages.otherCourse);
    const notHis = await approve(s.id, [{ courseId: other.id, batchId: foreign.id }]);
    expect(notHis.statusCode).toBe(400);
    expect(notHis.json().message).toBe(approvalBatchMessages.notChosenCourse);
    const bad = await approve(s.id, [{ courseId: course.id, batchId: 0 }]);
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(s.id)).toBe('pending');
    expect((await enrolmentsOf(s.id)).map((r) => r.batchId)).toEqual([null]);
  });
});
