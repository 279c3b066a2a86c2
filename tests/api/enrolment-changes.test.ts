// The office puts a current student in another course, ends an enrolment, and reads the history
// (issue 27.3, decision 044); the portal and fees follow the enrolment.
import { describe, expect, it } from 'vitest';
import { enrolmentMessages, type EnrolmentRow } from '#shared/enrolments.ts';
import { istDate } from '#shared/ist.ts';
import { createCourse, createStudent } from '#server/seed/factories.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.admin.cookie } });

const history = async (id: number) =>
  (await call('GET', `/api/students/${id}/enrolments`)).json<{ enrolments: EnrolmentRow[] }>()
    .enrolments;

const today = istDate(new Date());

describe('enrolling a current student in another course', () => {
  it('adds the course from today; the history, the portal and the fee page show it', async () => {
    const first = await createCourse(t.db, { name: 'Basic Computer (enrol2)', price: 3000 });
    const second = await createCourse(t.db, { name: 'Tally with GST (enrol2)', price: 9000 });
    const s = await t.newStudent({ firstName: 'Simran', courses: [first.name] });

    const res = await call('POST', `/api/students/${s.student.id}/enrolments`, {
      courseId: second.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      course: second.name,
      status: 'active',
      enrolledOn: today,
      endedOn: null,
    });

    const rows = await history(s.student.id);
    expect(rows.map((r) => [r.course, r.status, r.endedOn])).toEqual([
      [first.name, 'active', null],
      [second.name, 'active', null],
    ]);

    const portal = await t.app.inject({
      url: '/api/student/courses',
      headers: { cookie: s.cookie },
    });
    expect(portal.body).toContain(second.name);
    const fee = await t.app.inject({ url: '/api/student/fee', headers: { cookie: s.cookie } });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.body).toContain(second.name);
  });

  it('refuses a course the student already takes, a course that is none, and an applicant', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English (enrol2)' });
    const s = await t.newStudent({ courses: [course.name] });

    const twice = await call('POST', `/api/students/${s.student.id}/enrolments`, {
      courseId: course.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      message: enrolmentMessages.alreadyTakes,
      fieldErrors: { courseId: [enrolmentMessages.alreadyTakes] },
    });

    const none = await call('POST', `/api/students/${s.student.id}/enrolments`, {
      courseId: 999_999,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ courseId: [enrolmentMessages.chooseCourse] });

    const bad = await call('POST', `/api/students/${s.student.id}/enrolments`, { courseId: 'x' });
    expect(bad.statusCode).toBe(400);

    const applicant = await createStudent(t.db, { status: 'pending' });
    const refused = await call('POST', `/api/students/${applicant.id}/enrolments`, {
      courseId: course.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(enrolmentMessages.notStudent);

    const missing = await call('POST', '/api/students/999999/enrolments', { courseId: course.id });
    expect(missing.statusCode).toBe(404);
    expect(await history(s.student.id)).toHaveLength(1);
  });
});

describe('ending an enrolment', () => {
  it('completes or drops it on a date; the portal keeps a completed course and drops a dropped one', async () => {
    const kept = await createCourse(t.db, { name: 'DCA (enrol2)' });
    const left = await createCourse(t.db, { name: 'Web Design (enrol2)' });
    const s = await t.newStudent({ courses: [kept.name, left.name], enrolledOn: '2026-01-05' });
    const [a, b] = await history(s.student.id);

    const done = await call('POST', `/api/enrolments/${a!.id}/end`, {
      status: 'completed',
      endedOn: '2026-06-30',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', endedOn: '2026-06-30' });
    const dropped = await call('POST', `/api/enrolments/${b!.id}/end`, {
      status: 'dropped',
      endedOn: today,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);

    expect(
      (await history(s.student.id)).map((r) => [r.course, r.enrolledOn, r.endedOn, r.status]),
    ).toEqual([
      [kept.name, '2026-01-05', '2026-06-30', 'completed'],
      [left.name, '2026-01-05', today, 'dropped'],
    ]);
    const portal = await t.app.inject({
      url: '/api/student/courses',
      headers: { cookie: s.cookie },
    });
    expect(portal.body).toContain(kept.name);
    expect(portal.body).not.toContain(left.name);

    // An ended course is not added again: its history stays one row.
    const again = await call('POST', `/api/students/${s.student.id}/enrolments`, {
      courseId: left.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(enrolmentMessages.tookBefore);
  });

  it('refuses a date before the start or in the future, a bad status, and a second ending', async () => {
    const course = await createCourse(t.db, { name: 'Typing (enrol2)' });
    const s = await t.newStudent({ courses: [course.name], enrolledOn: '2026-03-01' });
    const [e] = await history(s.student.id);
    const end = (body: object) => call('POST', `/api/enrolments/${e!.id}/end`, body);

    const before = await end({ status: 'completed', endedOn: '2026-02-28' });
    expect(before.statusCode).toBe(400);
    expect(before.json().fieldErrors).toEqual({ endedOn: [enrolmentMessages.beforeStart] });

    const future = await end({ status: 'completed', endedOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors).toEqual({ endedOn: [enrolmentMessages.inFuture] });

    const notADay = await end({ status: 'completed', endedOn: '2026-02-30' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().fieldErrors).toEqual({ endedOn: [enrolmentMessages.chooseDate] });

    const active = await end({ status: 'active', endedOn: today });
    expect(active.statusCode).toBe(400);
    expect(active.json().fieldErrors).toEqual({ status: [enrolmentMessages.chooseStatus] });

    expect((await history(s.student.id))[0]).toMatchObject({ status: 'active', endedOn: null });

    expect((await end({ status: 'dropped', endedOn: '2026-03-01' })).statusCode).toBe(200);
    const twice = await end({ status: 'completed', endedOn: today });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(enrolmentMessages.alreadyEnded);

    expect(
      (await call('POST', '/api/enrolments/999999/end', { status: 'dropped', endedOn: today }))
        .statusCode,
    ).toBe(404);
  });
});

describe('mock tests follow the enrolment', () => {
  it('a course added offers its open test; once completed, it offers none', async () => {
    const course = await createCourse(t.db, { name: 'Physics mock series (enrol2)' });
    const s = await t.newStudent({ courses: [] });
    const q = await call('POST', '/api/admin/mock-questions', {
      type: 'mcq',
      text: 'A body at rest stays at rest unless acted on by a force (enrol2).',
      options: { A: 'one', B: 'two', C: 'three', D: 'four' },
      correctOption: 'A',
      subject: 'Physics',
      topic: 'Kinematics',
      difficulty: 'easy',
    });
    expect(q.statusCode, q.body).toBe(201);
    const created = await call('POST', '/api/admin/mock-tests', {
      title: 'Laws of motion (enrol2)',
      courseId: course.id,
      durationMinutes: 30,
      windowStart: new Date(Date.now() - 3600_000).toISOString(),
      windowEnd: new Date(Date.now() + 5 * 3600_000).toISOString(),
      sections: [{ title: 'Section 1', questionIds: [q.json().id] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await call('POST', `/api/admin/mock-tests/${created.json().id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const offered = async () =>
      (await t.app.inject({ url: '/api/student/mock-tests', headers: { cookie: s.cookie } })).body;

    expect(await offered()).not.toContain('Laws of motion (enrol2)');
    const added = await call('POST', `/api/students/${s.student.id}/enrolments`, {
      courseId: course.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await offered()).toContain('Laws of motion (enrol2)');
    const ended = await call('POST', `/api/enrolments/${added.json().id}/end`, {
      status: 'completed',
      endedOn: today,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await offered()).not.toContain('Laws of motion (enrol2)');
  });
});
