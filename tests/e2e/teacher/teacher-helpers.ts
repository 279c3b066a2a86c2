import { request, type APIResponse } from 'playwright-core';
import { istDate } from '#shared/ist.ts';
import { newPortalStudent, type PortalStudent } from '../student/portal-helpers';
import type { BrowserHarness } from '../support/browser';
import { e2eAdmin } from '../support/session';

const unique = () => Math.random().toString(36).slice(2, 7);

/** The reply's JSON, or an error naming the call when it was refused. */
async function ok(res: APIResponse, what: string): Promise<unknown> {
  if (res.status() >= 300) throw new Error(`${what} ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

export type BatchTeacher = {
  teacherId: number;
  /** A first name no other test's teacher has (the screen searches by first name). */
  firstName: string;
  name: string;
  batchId: number;
  batchName: string;
  student: PortalStudent;
};

/**
 * Through the admin API: a new course with a student (newPortalStudent), a new teacher, and a
 * morning batch of the course naming the teacher with the student in it (issue 21.1). The batch
 * starts today unless `startsOn` says another day; `courseName` and `firstName` (both new to the
 * database) replace the names made up here.
 */
export async function newBatchTeacher(
  baseUrl: string,
  {
    startsOn = istDate(new Date()),
    courseName,
    firstName = `Tejinder${unique()}`,
  }: { startsOn?: string; courseName?: string; firstName?: string } = {},
): Promise<BatchTeacher> {
  const student = await newPortalStudent(baseUrl, { courseName });
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    await ok(await api.post('/auth/login', { data: e2eAdmin }), 'admin login');
    const teacher = (await ok(
      await api.post('/add-teacher', {
        data: {
          first_name: firstName,
          last_name: 'Sidhu',
          gender: 'Male',
          courses: student.courseName,
        },
      }),
      'teacher',
    )) as { id: number };
    const courses = (await ok(await api.get('/get-courses'), 'courses')) as {
      id: number;
      name: string;
    }[];
    const courseId = courses.find((c) => c.name === student.courseName)!.id;
    const batchName = `Savera ${unique()}`;
    const batch = (await ok(
      await api.post('/api/batches', {
        data: {
          courseId,
          name: batchName,
          timing: 'morning',
          room: 'Room 7',
          capacity: 30,
          startsOn,
          teacherIds: [teacher.id],
        },
      }),
      'batch',
    )) as { id: number };
    const students = (await ok(await api.get('/get-students'), 'students')) as {
      id: number;
      student_id: string;
    }[];
    const row = students.find((s) => s.student_id === student.studentId)!;
    const { enrolments } = (await ok(
      await api.get(`/api/students/${row.id}/enrolments`),
      'enrolments',
    )) as { enrolments: { id: number }[] };
    await ok(
      await api.post(`/api/enrolments/${enrolments[0]!.id}/batch`, {
        data: { batchId: batch.id, reason: '' },
      }),
      'placement',
    );
    return {
      teacherId: teacher.id,
      firstName,
      name: `${firstName} Sidhu`,
      batchId: batch.id,
      batchName,
      student,
    };
  } finally {
    await api.dispose();
  }
}

/**
 * The teacher's first login, done in the browser's context as the teacher would: the admin gives
 * the teacher a login (POST /api/teachers/:id/login, in a context of its own), the context's
 * cookies are cleared, the teacher logs in with the password given, changes it
 * (POST /api/account/first-password) and logs in again with their own. The context is then the
 * teacher's session; the login ID and the password now set are returned.
 */
export async function logInTeacher(
  b: Pick<BrowserHarness, 'baseUrl' | 'context'>,
  teacherId: number,
): Promise<{ loginId: string; password: string }> {
  const admin = await request.newContext({
    baseURL: b.baseUrl,
    extraHTTPHeaders: { origin: b.baseUrl },
  });
  let given: { loginId: string; password: string };
  try {
    await ok(await admin.post('/auth/login', { data: e2eAdmin }), 'admin login');
    given = (await ok(
      await admin.post(`/api/teachers/${teacherId}/login`),
      'teacher login given',
    )) as { loginId: string; password: string };
  } finally {
    await admin.dispose();
  }
  const { loginId } = given;
  const api = b.context.request;
  const headers = { origin: b.baseUrl };
  await b.context.clearCookies();
  await ok(
    await api.post(`${b.baseUrl}/auth/teacher/login`, {
      data: { loginId, password: given.password },
      headers,
    }),
    'first teacher login',
  );
  const password = `teacher-own-${unique()}-2026`;
  await ok(
    await api.post(`${b.baseUrl}/api/account/first-password`, {
      data: { currentPassword: given.password, newPassword: password, confirmPassword: password },
      headers,
    }),
    'first password',
  );
  await ok(
    await api.post(`${b.baseUrl}/auth/teacher/login`, { data: { loginId, password }, headers }),
    'teacher login',
  );
  return { loginId, password };
}
