// Teacher accounts (issue 21.1, decision 060): the admin gives a teacher a login with a one-time
// password; the teacher changes it, then sees only the batches they are named in.
import { describe, expect, it } from 'vitest';
import { createCourse, createTeacher } from '#server/seed/factories.ts';
import { batchCalls } from '../support/batch-calls';
import { sessionCookieOf, setupTestApp } from '../support/test-app';

const t = setupTestApp({ loginLimits: { perIp: 1e6, perAccount: 1e6 } });
const { call, addBatch, newEnrolment, place } = batchCalls(t);

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const logIn = (loginId: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/teacher/login', payload: { loginId, password } });
const newPassword = 'Saffron-Kite-2026';

describe('teacher accounts', () => {
  it('gives a login; the one-time password works once and must be changed first', async () => {
    const teacher = await createTeacher(t.db, { firstName: 'Pooja', lastName: 'Arora' });
    const given = await call('POST', `/api/teachers/${teacher.id}/login`);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.headers['cache-control']).toBe('no-store');
    const { loginId, password } = given.json<{ loginId: string; password: string }>();
    expect(loginId).toBe(`T-${String(teacher.id).padStart(4, '0')}`);
    expect(password.length).toBeGreaterThanOrEqual(12);
    const listed = (await get('/get-teachers', t.admin.cookie)).json<{ id: number }[]>();
    expect(listed.find((r) => r.id === teacher.id)).toMatchObject({ login_id: loginId });

    // The wrong password and the student login refuse it.
    expect((await logIn(loginId, 'not-the-password')).statusCode).toBe(401);
    const asStudent = await t.app.inject({
      method: 'POST',
      url: '/auth/student/login',
      payload: { studentId: loginId, password },
    });
    expect(asStudent.statusCode).toBe(401);

    const first = await logIn(loginId.toLowerCase(), password);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ user: { role: 'teacher' }, mustChangePassword: true });
    const cookie = sessionCookieOf(first);
    // Nothing else before the password is changed.
    expect((await get('/api/teacher/batches', cookie)).statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/first-password',
      headers: { cookie },
      payload: { currentPassword: password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    // The one-time password no longer works; the chosen one does, with nothing to change.
    expect((await logIn(loginId, password)).statusCode).toBe(401);
    const again = await logIn(loginId, newPassword);
    expect(again.statusCode).toBe(200);
    expect(again.json().mustChangePassword).toBeUndefined();
    const batches = await get('/api/teacher/batches', sessionCookieOf(again));
    expect(batches.statusCode).toBe(200);

    // "Reset password": a new one-time password, the same login, the old sessions end.
    const reset = await call('POST', `/api/teachers/${teacher.id}/login`);
    expect(reset.json()).toMatchObject({ loginId });
    expect((await get('/api/teacher/batches', sessionCookieOf(again))).statusCode).toBe(401);
    expect((await logIn(loginId, newPassword)).statusCode).toBe(401);
    expect((await logIn(loginId, reset.json().password)).json().mustChangePassword).toBe(true);
  });

  it('a missing teacher is 404; deleting a teacher deletes their login', async () => {
    expect((await call('POST', '/api/teachers/999999/login')).statusCode).toBe(404);
    const teacher = await createTeacher(t.db, { firstName: 'Kuldeep' });
    const { loginId, password } = (await call('POST', `/api/teachers/${teacher.id}/login`)).json();
    expect((await call('DELETE', `/delete-teacher/${teacher.id}`)).statusCode).toBe(200);
    expect((await logIn(loginId, password)).statusCode).toBe(401);
  });

  it('shows a teacher only their batches and those batches’ students; another’s is 404', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English (teachers)' });
    const me = await t.newTeacher('Simran');
    const other = await t.newTeacher('Jaspreet');
    const mine = await addBatch(course.id, { name: 'Morning T', teacherIds: [me.teacher.id] });
    const theirs = await addBatch(course.id, {
      name: 'Evening T',
      timing: 'evening',
      room: 'Room 5',
      teacherIds: [other.teacher.id],
    });
    const harpreet = await newEnrolment(course.name, 'Harpreet');
    const navjot = await newEnrolment(course.name, 'Navjot');
    expect((await place(harpreet.enrolmentId, mine.id)).statusCode).toBe(200);
    expect((await place(navjot.enrolmentId, theirs.id)).statusCode).toBe(200);

    const list = (await get('/api/teacher/batches', me.cookie)).json();
    expect(list.batches.map((b: { id: number }) => b.id)).toEqual([mine.id]);
    expect(list.batches[0]).toMatchObject({ course: course.name, room: 'Room 2', enrolled: 1 });

    const one = await get(`/api/teacher/batches/${mine.id}`, me.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json().students).toEqual([
      {
        name: expect.stringContaining('Harpreet'),
        studentId: expect.any(String),
        phone: expect.any(String),
      },
    ]);
    expect(Object.keys(one.json().students[0]).sort()).toEqual(['name', 'phone', 'studentId']);

    // Another teacher's batch, and a batch that does not exist, are not found.
    const refused = await get(`/api/teacher/batches/${theirs.id}`, me.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Navjot');
    expect((await get('/api/teacher/batches/999999', me.cookie)).statusCode).toBe(404);
  });

  it('refuses students and admins on teacher routes, and a teacher on admin and student ones', async () => {
    const teacher = await t.newTeacher();
    const student = t.studentA.cookie;
    for (const url of ['/api/teacher/batches', '/api/teacher/profile']) {
      expect((await get(url, student)).statusCode).toBe(403);
      expect((await get(url, t.admin.cookie)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
    for (const url of ['/get-teachers', '/api/batches', '/api/admin/summary', '/get-students']) {
      expect((await get(url, teacher.cookie)).statusCode).toBe(403);
    }
    for (const url of ['/api/student/profile', '/api/student/courses', '/api/student/fee']) {
      expect((await get(url, teacher.cookie)).statusCode).toBe(403);
    }
    // The notices students see are theirs too.
    expect((await get('/api/notices', teacher.cookie)).statusCode).toBe(200);
  });
});
