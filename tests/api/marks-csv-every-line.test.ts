// Issue 27.8: a marks CSV lists every bad line at once (a bad mark, a student not in the
// course, marks above the total, a student twice), as the question import does; nothing saved.
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '#server/seed/factories.ts';
import type { Exam, MarksGrid } from '#shared/exams.ts';
import { istDate } from '#shared/ist.ts';
import { multipart } from '../fixtures/uploads';
import { setupTestApp, type StudentSession } from '../support/test-app';

const t = setupTestApp();

let exam: Exam;
let amrit: StudentSession;
let baljit: StudentSession;
let outsider: StudentSession;

async function uploadCsv(text: string) {
  const form = await multipart({}, { file: { name: 'marks.csv', data: Buffer.from(text) } });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/exams/${exam.id}/marks.csv`,
    payload: form.payload,
    headers: { ...form.headers, cookie: t.admin.cookie },
  });
}

beforeAll(async () => {
  const course = await createCourse(t.db, { name: 'Every Line Course', code: 'ELC-1' });
  amrit = await t.newStudent({ firstName: 'Amrit', courses: [course.name] });
  baljit = await t.newStudent({ firstName: 'Baljit', courses: [course.name] });
  await t.newStudent({ firstName: 'Chetan', courses: [course.name] });
  outsider = await t.newStudent({ firstName: 'Outsider' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/exams',
    headers: { cookie: t.admin.cookie },
    payload: {
      courseId: course.id,
      type: 'mid_term',
      date: istDate(new Date()),
      subject: 'Every line',
      durationMinutes: 60,
      totalMarks: 50,
      passMarks: 17,
    },
  });
  expect(res.statusCode).toBe(201);
  exam = res.json<Exam>();
});

describe('marks CSV', () => {
  it('lists a bad mark, an unknown student, marks above the total and a repeat in one reply', async () => {
    const res = await uploadCsv(
      [
        'Student ID,Marks',
        `${amrit.student.studentId},abc`,
        `${outsider.student.studentId},30`,
        `${baljit.student.studentId},70`,
        `${baljit.student.studentId},20`,
        `,12`,
      ].join('\n'),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('CSV_ROWS_REFUSED');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['2', '3', '4', '5', '6']);
    expect(body.fieldErrors['2']![0]).toMatch(/^Marks: /);
    expect(body.fieldErrors['3']![0]).toContain('is not enrolled in Every Line Course');
    expect(body.fieldErrors['4']![0]).toContain('70 is above the total of 50');
    expect(body.fieldErrors['5']![0]).toContain('is also on line 4');
    expect(body.fieldErrors['6']![0]).toContain('write the Student ID');

    const grid = await t.app.inject({
      method: 'GET',
      url: `/api/admin/exams/${exam.id}/marks`,
      headers: { cookie: t.admin.cookie },
    });
    expect(grid.json<MarksGrid>().rows.every((r) => r.obtained === null && !r.absent)).toBe(true);
  });
});
