// The week views of the timetable (issue 21.3, decision 063): classes computed from slots
// (`classesBetween`) within the batch's dates and before the slot ends, holidays and cancellations
// shown on them; the admin's filters, a teacher's own week, a student's batches' week; cancelling
// one class with a reason and restoring it.
import { describe, expect, it } from 'vitest';
import type { ActivityRow } from '#shared/activity.ts';
import { activityEventOf } from '#shared/activity-events.ts';
import type { WeekClass } from '#shared/timetable.ts';
import { timetableViewMessages as m, type WeekReply } from '#shared/timetable-views.ts';
import { classRegisters, holidays } from '#server/db/schema-timetable.ts';
import { classesBetween } from '#server/data/timetable-week.ts';
import { createCourse } from '#server/seed/factories.ts';
import { batchCalls } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';
import { addSlot } from '../support/timetable-slots';
import { waitFor } from '../support/wait-for';

const t = setupTestApp();
const { call, addBatch, newEnrolment, place } = batchCalls(t);

// A week long past (Monday 2 March 2026 … Sunday 8 March), so "today" never matters.
const mon = '2026-03-02';
const wed = '2026-03-04';
const thu = '2026-03-05';
const fri = '2026-03-06';
const sun = '2026-03-08';

const week = async (query: string, cookie = t.admin.cookie, path = '/api/timetable/week') => {
  const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WeekReply>();
};
const days = (classes: WeekClass[], slotId: number) =>
  classes.filter((c) => c.slotId === slotId).map((c) => c.on);

describe('the week of the timetable', () => {
  it('keeps each class within its batch’s dates and before its slot ends', async () => {
    const course = await createCourse(t.db, { name: 'Tally Prime (week rules)' });
    // Starts on the Wednesday, ends on the Thursday of the week after.
    const batch = await addBatch(course.id, {
      name: 'Rules A',
      startsOn: wed,
      endsOn: '2026-03-12',
    });
    const daily = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => addSlot(t.db, { batchId: batch.id, weekday })),
    );
    // A Monday-and-Friday slot that ends (its first day without classes) on the Friday.
    const ending = await addSlot(t.db, { batchId: batch.id, weekday: 5, endsOn: fri });

    const first = await week(`from=${fri}&batchId=${batch.id}`);
    expect(first.from).toBe(mon); // any day snaps to its Monday
    expect(first.to).toBe(sun);
    expect(first.days).toEqual([mon, '2026-03-03', wed, thu, fri, '2026-03-07', sun]);
    expect(daily.map((id) => days(first.classes, id))).toEqual([
      [],
      [],
      [wed],
      [thu],
      [fri],
      ['2026-03-07'],
      [sun],
    ]);
    expect(days(first.classes, ending)).toEqual([]);
    // In order of day, then time.
    expect(first.classes.map((c) => c.on)).toEqual([...first.classes.map((c) => c.on)].sort());
    expect(first.classes[0]).toMatchObject({
      batchId: batch.id,
      batch: 'Rules A',
      course: course.name,
      startsAt: '10:00',
      endsAt: '11:00',
      weekday: 3,
      cancelled: null,
      holiday: null,
    });

    const second = await week(`from=2026-03-09&batchId=${batch.id}`);
    expect(second.classes.map((c) => c.on)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
    // The function itself, over a span of days.
    const span = await classesBetween(t.db, wed, '2026-03-12', { batchId: batch.id });
    expect(span).toHaveLength(7 + 4 - 2 + 0);
  });

  it('marks holidays and cancelled classes instead of leaving them out', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English (week holidays)' });
    const batch = await addBatch(course.id, { name: 'Holiday A', startsOn: '2026-01-05' });
    const thursday = await addSlot(t.db, { batchId: batch.id, weekday: 4 });
    const friday = await addSlot(t.db, { batchId: batch.id, weekday: 5 });
    await t.db.insert(holidays).values({ on: thu, name: 'Holi' });
    const cancelled = await call('POST', `/api/classes/${friday}/${fri}/cancellation`, {
      reason: '  Teacher unwell  ',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().class).toMatchObject({
      slotId: friday,
      on: fri,
      cancelled: 'Teacher unwell',
    });

    const got = await week(`from=${mon}&batchId=${batch.id}`);
    expect(got.holidays).toEqual([{ on: thu, name: 'Holi' }]);
    expect(got.classes.map((c) => [c.slotId, c.on, c.holiday, c.cancelled])).toEqual([
      [thursday, thu, 'Holi', null],
      [friday, fri, null, 'Teacher unwell'],
    ]);
    // A holiday's class cannot be cancelled: it is not held anyway.
    const onHoliday = await call('POST', `/api/classes/${thursday}/${thu}/cancellation`, {
      reason: 'x',
    });
    expect(onHoliday.statusCode).toBe(409);
    expect(onHoliday.json().message).toBe(m.holiday);
  });

  it('filters by batch, teacher or room; none shows every batch', async () => {
    const course = await createCourse(t.db, { name: 'Web Design (week scopes)' });
    const a = await addBatch(course.id, { name: 'Scope A', startsOn: '2026-01-05' });
    const b = await addBatch(course.id, { name: 'Scope B', startsOn: '2026-01-05' });
    const teacher = await t.newTeacher('Manpreet');
    const sa = await addSlot(t.db, {
      batchId: a.id,
      weekday: 1,
      room: 'Lab 7',
      teacherId: teacher.teacher.id,
    });
    const sb = await addSlot(t.db, { batchId: b.id, weekday: 2, room: 'Room 9', subject: 'HTML' });

    const ids = (r: WeekReply) =>
      r.classes.map((c) => c.slotId).filter((id) => id === sa || id === sb);
    expect(ids(await week(`from=${mon}`))).toEqual([sa, sb]);
    expect(ids(await week(`from=${mon}&batchId=${b.id}`))).toEqual([sb]);
    const byTeacher = await week(`from=${mon}&teacherId=${teacher.teacher.id}`);
    expect(byTeacher.classes.map((c) => c.slotId)).toEqual([sa]);
    expect(byTeacher.classes[0]!.teacher).toBe(`Manpreet ${teacher.teacher.lastName}`.trim());
    expect(ids(await week(`from=${mon}&room=lab%207`))).toEqual([sa]); // any case
    // A week with nothing in it.
    expect((await week(`from=2025-03-03&batchId=${a.id}`)).classes).toEqual([]);
  });

  it('refuses a bad week or filter with a clear message', async () => {
    for (const [query, message] of [
      ['from=2026-02-30', m.chooseWeek],
      ['from=next', m.chooseWeek],
      ['batchId=abc', m.chooseBatch],
      ['batchId=0', m.chooseBatch],
      ['teacherId=-1', m.chooseTeacher],
      [`room=${'r'.repeat(41)}`, m.roomTooLong],
      ['batchId=1&teacherId=1', m.oneFilter],
    ] as const) {
      const res = await call('GET', `/api/timetable/week?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    // Without a day: this week.
    const now = await week('');
    expect(now.days).toHaveLength(7);
  });

  it('shows a teacher only their own classes and a student only their batches’', async () => {
    const course = await createCourse(t.db, { name: 'Python (own weeks)' });
    const mine = await addBatch(course.id, { name: 'Own A', startsOn: '2026-01-05' });
    const theirs = await addBatch(course.id, { name: 'Own B', startsOn: '2026-01-05' });
    const me = await t.newTeacher('Gurleen');
    const other = await t.newTeacher('Navdeep');
    const taught = await addSlot(t.db, { batchId: mine.id, weekday: 1, teacherId: me.teacher.id });
    const notTaught = await addSlot(t.db, {
      batchId: mine.id,
      weekday: 2,
      teacherId: other.teacher.id,
    });
    const otherBatch = await addSlot(t.db, {
      batchId: theirs.id,
      weekday: 3,
      teacherId: other.teacher.id,
    });

    const teacherWeek = await week(`from=${wed}`, me.cookie, '/api/teacher/timetable');
    expect(teacherWeek.from).toBe(mon);
    expect(teacherWeek.classes.map((c) => c.slotId)).toEqual([taught]);

    const { enrolmentId, cookie } = await newEnrolment(course.name, 'Jasleen');
    expect((await place(enrolmentId, mine.id)).statusCode).toBe(200);
    const studentWeek = await week(`from=${mon}`, cookie, '/api/student/timetable');
    expect(studentWeek.classes.map((c) => c.slotId)).toEqual([taught, notTaught]);
    expect(days(studentWeek.classes, otherBatch)).toEqual([]);
    // A student with no batch sees an empty week.
    expect(
      (await week(`from=${mon}`, t.studentB.cookie, '/api/student/timetable')).classes,
    ).toEqual([]);

    // Neither reaches the admin's week, nor the other's.
    const asTeacher = await t.app.inject({
      method: 'GET',
      url: '/api/timetable/week',
      headers: { cookie: me.cookie },
    });
    expect(asTeacher.statusCode).toBe(403);
    const asStudent = await t.app.inject({
      method: 'GET',
      url: '/api/teacher/timetable',
      headers: { cookie },
    });
    expect(asStudent.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/student/timetable?from=2026-13-01',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('cancels a class with a reason and restores it; refuses bad input, saving nothing', async () => {
    const course = await createCourse(t.db, { name: 'Graphic Design (cancel)' });
    const batch = await addBatch(course.id, { name: 'Cancel A', startsOn: '2026-01-05' });
    const slot = await addSlot(t.db, { batchId: batch.id, weekday: 3 });
    const url = (on: string, id = slot) => `/api/classes/${id}/${on}/cancellation`;

    for (const [reason, message] of [
      ['', m.reasonNeeded],
      ['   ', m.reasonNeeded],
      ['r'.repeat(201), m.reasonTooLong],
    ] as const) {
      const res = await call('POST', url(wed), { reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', url(wed), {})).statusCode).toBe(400);
    // Not a class of that slot: the wrong weekday, before the batch, no such slot or date (a
    // path that names no class is not found).
    for (const [path, status] of [
      [url(thu), 404],
      [url('2025-12-31'), 404],
      [url(wed, 2_000_000_000), 404],
      [url('2026-02-31'), 404],
      [url(wed, 0), 404],
      [`/api/classes/abc/${wed}/cancellation`, 404],
    ] as const) {
      const res = await call('POST', path, { reason: 'Rain' });
      expect(res.statusCode, path).toBe(status);
    }
    expect((await week(`from=${wed}&batchId=${batch.id}`)).classes[0]!.cancelled).toBeNull();

    expect((await call('POST', url(wed), { reason: 'Rain' })).statusCode).toBe(200);
    // Again: the reason changes.
    const again = await call('POST', url(wed), { reason: 'Heavy rain' });
    expect(again.json().class.cancelled).toBe('Heavy rain');
    expect((await week(`from=${wed}&batchId=${batch.id}`)).classes[0]!.cancelled).toBe(
      'Heavy rain',
    );
    const restored = await call('DELETE', url(wed));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().class).toMatchObject({ on: wed, cancelled: null });
    expect((await week(`from=${wed}&batchId=${batch.id}`)).classes[0]!.cancelled).toBeNull();
    expect((await call('DELETE', url(thu))).statusCode).toBe(404);

    // A class whose attendance was taken stays held.
    await t.db.insert(classRegisters).values({ slotId: slot, on: '2026-03-11' });
    const held = await call('POST', url('2026-03-11'), { reason: 'Too late' });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(m.hasRegister);

    // Only the admin.
    const teacher = await t.newTeacher();
    for (const cookie of [teacher.cookie, t.studentA.cookie]) {
      const res = await t.app.inject({
        method: 'POST',
        url: url(wed),
        payload: { reason: 'x' },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(403);
    }

    // The Activity screen: "cancelled a class of batch Cancel A of Graphic Design (cancel)".
    const rows = await waitFor(
      async () => {
        const found = (await call('GET', '/api/admin/activity'))
          .json<{ rows: ActivityRow[] }>()
          .rows.filter((r) => r.subject === `${course.name}: Cancel A` && r.status === 200);
        return found.length >= 3 && found;
      },
      { message: 'the cancellation activity rows' },
    );
    const events = rows.map((r) => activityEventOf(r.method, r.route)?.sentence);
    expect(events).toContain('cancelledClass');
    expect(events).toContain('restoredClass');
  });
});
