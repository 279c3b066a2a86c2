// Issue 27.10: results of an exam dated after today are refused unless the admin confirms the
// paper was sat early; an exam dated today publishes as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '#server/seed/factories.ts';
import type { Exam, MarksGrid } from '#shared/exams.ts';
import { istDate } from '#shared/ist.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const day = 24 * 60 * 60 * 1000;
let courseId: number;

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.admin.cookie } });

/** An exam on `date` with every student of the course marked. */
async function markedExam(date: string): Promise<Exam> {
  const res = await admin('POST', '/api/admin/exams', {
    courseId,
    type: 'mid_term',
    date,
    subject: `Paper of ${date}`,
    durationMinutes: 60,
    totalMarks: 50,
    passMarks: 17,
  });
  expect(res.statusCode).toBe(201);
  const exam = res.json<Exam>();
  const grid = (await admin('GET', `/api/admin/exams/${exam.id}/marks`)).json<MarksGrid>();
  expect(grid.rows.length).toBe(2);
  const marks = grid.rows.map((r) => ({ enrolmentId: r.enrolmentId, obtained: 30 }));
  expect((await admin('PUT', `/api/admin/exams/${exam.id}/marks`, { marks })).statusCode).toBe(200);
  return exam;
}

beforeAll(async () => {
  const course = await createCourse(t.db, { name: 'Dated Papers', code: 'DTP-27' });
  courseId = course.id;
  await t.newStudent({ firstName: 'Amrit', courses: [course.name] });
  await t.newStudent({ firstName: 'Baljit', courses: [course.name] });
});

describe('publishing an exam dated after today', () => {
  it('is refused with a clear message, and nothing is published', async () => {
    const exam = await markedExam(istDate(new Date(Date.now() + 8 * day)));
    const res = await admin('POST', `/api/admin/exams/${exam.id}/publish`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EXAM_NOT_HELD_YET',
      message: expect.stringContaining('dated after today'),
    });
    const asked = await admin('POST', `/api/admin/exams/${exam.id}/publish`, {
      beforeExamDate: false,
    });
    expect(asked.statusCode).toBe(409);
    const list = (await admin('GET', `/api/admin/exams?courseId=${courseId}`)).json<Exam[]>();
    expect(list.find((e) => e.id === exam.id)!.publishedAt).toBeNull();
  });

  it('publishes when the admin confirms the paper was sat early', async () => {
    const exam = await markedExam(istDate(new Date(Date.now() + 1 * day)));
    const res = await admin('POST', `/api/admin/exams/${exam.id}/publish`, {
      beforeExamDate: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Exam>().publishedAt).not.toBeNull();
  });

  it('an exam dated today publishes without asking', async () => {
    const exam = await markedExam(istDate(new Date()));
    const res = await admin('POST', `/api/admin/exams/${exam.id}/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Exam>().publishedAt).not.toBeNull();
  });
});
