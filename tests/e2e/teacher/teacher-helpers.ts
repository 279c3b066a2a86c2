import { request } from 'playwright-core';
import { istDate } from '#shared/ist.ts';
import { newPortalStudent, type PortalStudent } from '../student/portal-helpers';
import { e2eAdmin } from '../support/session';

const unique = () => Math.random().toString(36).slice(2, 7);

export type BatchTeacher = {
  teacherId: number;
  /** A first name no other test's teacher has (the screen searches by first name). */
  firstName: string;
  name: string;
  batchName: string;
  student: PortalStudent;
};

/**
 * Through the admin API: a new course with a student (newPortalStudent), a new teacher, and a
 * morning batch of the course naming the teacher with the student in it (issue 21.1).
 */
export async function newBatchTeacher(baseUrl: string): Promise<BatchTeacher> {
  const student = await newPortalStudent(baseUrl);
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const ok = async (res: Awaited<ReturnType<typeof api.get>>, what: string) => {
    if (res.status() >= 300) throw new Error(`${what} ${res.status()}: ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  try {
    await ok(await api.post('/auth/login', { data: e2eAdmin }), 'admin login');
    const firstName = `Tejinder${unique()}`;
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
          startsOn: istDate(new Date()),
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
    return { teacherId: teacher.id, firstName, name: `${firstName} Sidhu`, batchName, student };
  } finally {
    await api.dispose();
  }
}
