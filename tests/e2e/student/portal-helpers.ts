import { request, type Page } from 'playwright-core';
import { registrationPayload } from '#server/seed/factories.ts';
import { minimalPptx, pngImage } from '../../fixtures/uploads';
import { e2eAdmin } from '../support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type PortalStudent = {
  studentId: string;
  password: string;
  name: string;
  courseName: string;
  courseCode: string;
  teacher: string;
};

/**
 * A new student of this test, made through the admin API: a new course with a presentation, a
 * teacher for it, and the student registered in it. Tests that change a password use one of
 * these, so the shared demo student keeps `12345`. The course's name is `courseName` when given
 * (it must be new).
 */
export async function newPortalStudent(
  baseUrl: string,
  options: { courseName?: string } = {},
): Promise<PortalStudent> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    const login = await api.post('/auth/login', { data: e2eAdmin });
    if (login.status() !== 200) throw new Error(`admin login ${login.status()}`);
    const id = unique();
    const courseName = options.courseName ?? `Punjabi Calligraphy ${id}`;
    const courseCode = `CAL-${id}`.toUpperCase();
    const course = await api.post('/api/courses', {
      multipart: {
        name: courseName,
        code: courseCode,
        price: '3500',
        duration: '6 months',
        timings: '5 PM to 7 PM',
        file: { name: 'intro.pptx', mimeType: 'application/octet-stream', buffer: minimalPptx() },
        image: { name: 'cover.png', mimeType: 'image/png', buffer: await pngImage() },
      },
    });
    if (course.status() !== 201)
      throw new Error(`course ${course.status()}: ${await course.text()}`);
    const teacher = await api.post('/add-teacher', {
      data: {
        first_name: 'Harleen',
        last_name: `Grewal${id.slice(-3)}`,
        gender: 'Female',
        courses: courseName,
      },
    });
    if (teacher.status() !== 201)
      throw new Error(`teacher ${teacher.status()}: ${await teacher.text()}`);
    const password = `pass-${id}`;
    const body = registrationPayload({
      studentName: 'Navneet Kaur',
      courses: [courseName],
      password,
    });
    const reg = await api.post('/api/register-student', { data: body });
    if (reg.status() !== 201) throw new Error(`register ${reg.status()}: ${await reg.text()}`);
    const { studentId } = (await reg.json()) as { studentId: string };
    return {
      studentId,
      password,
      name: 'Navneet Kaur',
      courseName,
      courseCode,
      teacher: `Harleen Grewal${id.slice(-3)}`,
    };
  } finally {
    await api.dispose();
  }
}

/** Logs in at /login as a student would and waits for the dashboard. */
export async function logInThroughPage(page: Page, studentId: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('ID', { exact: true }).fill(studentId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/Sdashboard');
  await page.getByRole('navigation', { name: 'Student dashboard' }).waitFor();
}
