// The Activity screen's rows for batches (issue 21.2, decision 059): a batch is named by its
// course ('Course: Batch'), a placement by the student and the batch they were put in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityRow } from '#shared/activity.ts';
import { activityEventOf } from '#shared/activity-events.ts';
import { students } from '#server/db/schema.ts';
import { createCourse } from '#server/seed/factories.ts';
import { batchCalls } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

const t = setupTestApp();
const { call, addBatch, newEnrolment, place } = batchCalls(t);

/** The activity rows about `subject`, once there are `count` (written after the reply). */
const rowsAbout = (subject: string, count: number) =>
  waitFor(
    async () => {
      const found = (await call('GET', '/api/admin/activity'))
        .json<{ rows: ActivityRow[] }>()
        .rows.filter((r) => r.subject === subject);
      return found.length === count && found;
    },
    { message: `${count} activity rows about ${subject}` },
  );

const eventOf = (r: ActivityRow) => activityEventOf(r.method, r.route);

describe('batch activity', () => {
  it('records adding, editing and deleting a batch as a batch of its course', async () => {
    const course = await createCourse(t.db, { name: 'SEO Management (batch activity)' });
    const batch = await addBatch(course.id, { name: 'Audit Morning' });
    const { name, timing, room, startsOn, endsOn } = batch;
    const fields = { name, timing, room, capacity: 25, startsOn, endsOn };
    const edited = await call('PUT', `/api/batches/${batch.id}`, fields);
    expect(edited.statusCode, edited.body).toBe(200);
    await call('DELETE', `/api/batches/${batch.id}`);
    const rows = await rowsAbout(`${course.name}: Audit Morning`, 3);
    expect(rows.map((r) => [`${r.method} ${r.route}`, eventOf(r)]).sort()).toEqual([
      ['DELETE /api/batches/:id', { sentence: 'deleted', subject: 'batch' }],
      ['POST /api/batches', { sentence: 'added', subject: 'batch' }],
      ['PUT /api/batches/:id', { sentence: 'edited', subject: 'batch' }],
    ]);
  });

  it('records a placement with the student and the batch they were put in', async () => {
    const course = await createCourse(t.db, { name: 'Tally Prime (batch activity)' });
    const batch = await addBatch(course.id, { name: 'Evening A', timing: 'evening' });
    const { studentId, enrolmentId } = await newEnrolment(course.name, 'Harpreet');
    expect((await place(enrolmentId, batch.id)).statusCode).toBe(200);
    const [student] = await t.db.select().from(students).where(eq(students.id, studentId));
    const label = `Harpreet ${student!.lastName} (${student!.studentId})`;
    const subject = `${label} → ${course.name}: Evening A`;
    const [row] = await rowsAbout(subject, 1);
    expect(eventOf(row!)).toEqual({ sentence: 'movedToBatch', subject: 'placement' });
  });
});
