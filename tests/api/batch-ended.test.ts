// A batch whose end date has passed takes no one new (issue 21.2, decision 059): a placement into
// it is refused with the reason and saves nothing; a running batch of the course still takes one.
import { describe, expect, it } from 'vitest';
import { batchMessages } from '#shared/batches.ts';
import { createCourse } from '#server/seed/factories.ts';
import { batchCalls, today } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { addBatch, enrolmentsOf, newEnrolment, place, call } = batchCalls(t);

const daysFromToday = (n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('a batch that has ended', () => {
  it('refuses a placement, a move and a new enrolment into it; one ending today still takes one', async () => {
    const course = await createCourse(t.db, { name: 'Tally Prime (ended batch)' });
    const over = await addBatch(course.id, {
      name: 'Summer 2026',
      startsOn: daysFromToday(-90),
      endsOn: daysFromToday(-1),
    });
    const lastDay = await addBatch(course.id, { name: 'Ends today', endsOn: today });
    const { studentId, enrolmentId } = await newEnrolment(course.name, 'Navjot');

    const refused = await place(enrolmentId, over.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(batchMessages.over);
    expect((await enrolmentsOf(studentId))[0]).toMatchObject({ batchId: null });
    const history = await call('GET', `/api/enrolments/${enrolmentId}/batch-moves`);
    expect(history.json().moves).toEqual([]);

    const other = await createCourse(t.db, { name: 'Busy (ended batch)' });
    const otherOver = await addBatch(other.id, {
      startsOn: daysFromToday(-30),
      endsOn: daysFromToday(-2),
    });
    const added = await call('POST', `/api/students/${studentId}/enrolments`, {
      courseId: other.id,
      batchId: otherOver.id,
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(batchMessages.over);
    expect(await enrolmentsOf(studentId)).toHaveLength(1);

    const placed = await place(enrolmentId, lastDay.id);
    expect(placed.statusCode, placed.body).toBe(200);
    const moved = await place(enrolmentId, over.id, 'back to the old one');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(batchMessages.over);
    expect((await enrolmentsOf(studentId)).find((e) => e.id === enrolmentId)).toMatchObject({
      batchId: lastDay.id,
    });
  });
});
