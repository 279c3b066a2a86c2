// A course's batches (issue 21.2, decision 059): the admin adds, lists, edits and deletes them;
// every refusal answers its message and saves nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchMessages } from '#shared/batches.ts';
import { batches } from '#server/db/schema.ts';
import { createCourse, createTeacher } from '#server/seed/factories.ts';
import { batchCalls, today } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { call, addBatch, listBatches, newEnrolment, place } = batchCalls(t);

const fields = {
  name: 'Evening B',
  timing: 'evening',
  room: 'Room 4',
  capacity: 25,
  startsOn: '2026-12-01',
  endsOn: '2027-03-31',
};

const storedBatches = async (courseId: number) =>
  t.db.select().from(batches).where(eq(batches.courseId, courseId));

describe('a course’s batches', () => {
  it('adds, lists, edits and deletes a batch with its teachers', async () => {
    const course = await createCourse(t.db, { name: 'Tally Prime (batches)' });
    const pooja = await createTeacher(t.db, { firstName: 'Pooja', lastName: 'Arora' });
    const amandeep = await createTeacher(t.db, { firstName: 'Amandeep', lastName: 'Sharma' });

    const added = await call('POST', '/api/batches', {
      courseId: course.id,
      ...fields,
      teacherIds: [pooja.id, amandeep.id, pooja.id],
    });
    expect(added.statusCode, added.body).toBe(201);
    const batch = added.json();
    expect(batch).toMatchObject({
      courseId: course.id,
      course: course.name,
      ...fields,
      enrolled: 0,
      teachers: [
        { id: amandeep.id, name: 'Amandeep Sharma' },
        { id: pooja.id, name: 'Pooja Arora' },
      ],
    });
    const morning = await addBatch(course.id, { name: 'Morning A', endsOn: null });
    expect(morning).toMatchObject({ room: 'Room 2', endsOn: null, teachers: [] });

    // One course's, morning before evening; and the whole list holds them too.
    expect((await listBatches(course.id)).map((b) => b.name)).toEqual(['Morning A', 'Evening B']);
    const all = await listBatches();
    expect(all.filter((b) => b.courseId === course.id)).toHaveLength(2);

    const edited = await call('PUT', `/api/batches/${batch.id}`, {
      ...fields,
      name: 'Evening C',
      capacity: 40,
      endsOn: null,
      teacherIds: [pooja.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: batch.id,
      name: 'Evening C',
      capacity: 40,
      endsOn: null,
      teachers: [{ id: pooja.id, name: 'Pooja Arora' }],
    });

    const deleted = await call('DELETE', `/api/batches/${batch.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await listBatches(course.id)).map((b) => b.name)).toEqual(['Morning A']);

    for (const [method, payload] of [
      ['PUT', fields],
      ['DELETE', undefined],
    ] as const) {
      const gone = await call(method, `/api/batches/${batch.id}`, payload);
      expect(gone.statusCode, `${method} ${gone.body}`).toBe(404);
    }
  });

  it('refuses bad input with its message and saves nothing', async () => {
    const course = await createCourse(t.db, { name: 'Web Designing (batches)' });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', batchMessages.nameNeeded],
      [{ name: 'x'.repeat(61) }, 'name', batchMessages.nameTooLong],
      [{ timing: 'night' }, 'timing', batchMessages.chooseTiming],
      [{ room: 'r'.repeat(41) }, 'room', batchMessages.roomTooLong],
      [{ capacity: 0 }, 'capacity', batchMessages.capacityRange],
      [{ capacity: 501 }, 'capacity', batchMessages.capacityRange],
      [{ capacity: 2.5 }, 'capacity', batchMessages.capacityRange],
      [{ startsOn: '2026-02-30' }, 'startsOn', batchMessages.chooseStart],
      [{ endsOn: 'soon' }, 'endsOn', batchMessages.chooseEnd],
      [{ endsOn: '2026-11-30' }, 'endsOn', batchMessages.endBeforeStart],
      [
        { teacherIds: Array.from({ length: 11 }, (_, i) => i + 1) },
        'teacherIds',
        batchMessages.tooManyTeachers,
      ],
      [{ teacherIds: [999_999] }, 'teacherIds', batchMessages.chooseTeacher],
      [{ courseId: 999_999 }, 'courseId', batchMessages.chooseCourse],
    ];
    for (const [change, field, message] of refusals) {
      const res = await call('POST', '/api/batches', { courseId: course.id, ...fields, ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(change)).toEqual([message]);
    }
    expect(await storedBatches(course.id)).toEqual([]);

    const batch = await addBatch(course.id);
    const unknownTeacher = await call('PUT', `/api/batches/${batch.id}`, {
      ...fields,
      teacherIds: [999_999],
    });
    expect(unknownTeacher.statusCode).toBe(400);
    expect(unknownTeacher.json().message).toBe(batchMessages.chooseTeacher);
    expect((await storedBatches(course.id)).map((b) => b.name)).toEqual(['Morning A']);
  });

  it('keeps a name once per course, in any case', async () => {
    const course = await createCourse(t.db, { name: 'Python (batches)' });
    const other = await createCourse(t.db, { name: 'Java (batches)' });
    await addBatch(course.id, { name: 'Morning A' });
    const evening = await addBatch(course.id, { name: 'Evening A' });

    const twice = await call('POST', '/api/batches', {
      courseId: course.id,
      ...fields,
      name: '  MORNING a ',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      message: batchMessages.nameTaken,
      fieldErrors: { name: [batchMessages.nameTaken] },
    });
    const renamed = await call('PUT', `/api/batches/${evening.id}`, {
      ...fields,
      name: 'morning A',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(batchMessages.nameTaken);
    expect((await storedBatches(course.id)).map((b) => b.name).sort()).toEqual([
      'Evening A',
      'Morning A',
    ]);
    // Another course may use the name.
    await addBatch(other.id, { name: 'Morning A' });
  });

  it('refuses a capacity below its students, and deleting a batch anyone is in', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English (batches)' });
    const batch = await addBatch(course.id, { capacity: 2 });
    const first = await newEnrolment(course.name, 'Simran');
    const second = await newEnrolment(course.name, 'Jaspreet');
    expect((await place(first.enrolmentId, batch.id)).statusCode).toBe(200);
    expect((await place(second.enrolmentId, batch.id)).statusCode).toBe(200);
    const body = { ...fields, name: batch.name, startsOn: today, endsOn: null };

    const below = await call('PUT', `/api/batches/${batch.id}`, { ...body, capacity: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      message: batchMessages.capacityBelowEnrolled,
      fieldErrors: { capacity: [batchMessages.capacityBelowEnrolled] },
    });
    expect((await listBatches(course.id))[0]).toMatchObject({ capacity: 2, enrolled: 2 });

    const inUse = await call('DELETE', `/api/batches/${batch.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(batchMessages.hasStudents);

    // An ended enrolment frees its seat but stays in the batch: still not deleted.
    const ended = await call('POST', `/api/enrolments/${second.enrolmentId}/end`, {
      status: 'dropped',
      endedOn: today,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const fewer = await call('PUT', `/api/batches/${batch.id}`, { ...body, capacity: 1 });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json()).toMatchObject({ capacity: 1, enrolled: 1 });
    expect((await call('DELETE', `/api/batches/${batch.id}`)).statusCode).toBe(409);

    // The ended enrolment still names the batch after the running one moved out.
    const other = await addBatch(course.id, { name: 'Evening A', timing: 'evening' });
    expect((await place(first.enrolmentId, other.id)).statusCode).toBe(200);
    const moved = await call('DELETE', `/api/batches/${batch.id}`);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(batchMessages.hasStudents);

    // A batch everyone moved out of has no student, but its history names it: kept, said so.
    const passedThrough = await addBatch(course.id, { name: 'Afternoon A', timing: 'afternoon' });
    expect((await place(first.enrolmentId, passedThrough.id)).statusCode).toBe(200);
    expect((await place(first.enrolmentId, other.id)).statusCode).toBe(200);
    const historyOnly = await call('DELETE', `/api/batches/${passedThrough.id}`);
    expect(historyOnly.statusCode).toBe(409);
    expect(historyOnly.json().message).toBe(batchMessages.inHistory);
    expect(await storedBatches(course.id)).toHaveLength(3);
  });

  it('deletes the empty batches of a course deleted with nobody enrolled', async () => {
    const course = await createCourse(t.db, { name: 'Video Editing (batches)' });
    await addBatch(course.id);
    const res = await call('DELETE', `/api/courses/${course.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedBatches(course.id)).toEqual([]);
  });

  it('answers only an admin', async () => {
    const course = await createCourse(t.db, { name: 'Graphic Design (batches)' });
    const batch = await addBatch(course.id);
    const { enrolmentId, cookie } = await newEnrolment(course.name);
    const asked = [
      ['GET', '/api/batches', undefined],
      ['POST', '/api/batches', { courseId: course.id, ...fields }],
      ['PUT', `/api/batches/${batch.id}`, fields],
      ['DELETE', `/api/batches/${batch.id}`, undefined],
      ['POST', `/api/enrolments/${enrolmentId}/batch`, { batchId: batch.id }],
      ['GET', `/api/enrolments/${enrolmentId}/batch-moves`, undefined],
    ] as const;
    for (const [method, url, payload] of asked) {
      const student = await t.app.inject({ method, url, payload, headers: { cookie } });
      expect(student.statusCode, `${method} ${url}`).toBe(403);
      const nobody = await t.app.inject({ method, url, payload });
      expect(nobody.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await listBatches(course.id)).toEqual([batch]);
    expect(batch.enrolled).toBe(0);
  });
});
