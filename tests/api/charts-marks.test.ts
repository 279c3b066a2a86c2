// An exam's marks distribution (issue 21.5, decision 066): ten bands of the total marks, from the
// students who sit the exam; absent students and empty rows are in no band.
import { describe, expect, it } from 'vitest';
import type { MarksDistribution } from '#shared/charts.ts';
import type { Exam, MarksGrid } from '#shared/exams.ts';
import { istDate } from '#shared/ist.ts';
import { createCourse } from '#server/seed/factories.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: { cookie: cookie ?? t.admin.cookie } });

async function examWithStudents(names: string[]) {
  const course = await createCourse(t.db);
  for (const firstName of names) await t.newStudent({ firstName, courses: [course.name] });
  const res = await call('POST', '/api/admin/exams', {
    courseId: course.id,
    type: 'mid_term',
    date: istDate(new Date()),
    subject: 'Tally',
    durationMinutes: 60,
    totalMarks: 50,
    passMarks: 17,
  });
  expect(res.statusCode, res.body).toBe(201);
  const exam = res.json<Exam>();
  const grid = (await call('GET', `/api/admin/exams/${exam.id}/marks`)).json<MarksGrid>();
  return { exam, rows: grid.rows };
}

const distribution = async (examId: number) => {
  const res = await call('GET', `/api/admin/exams/${examId}/marks/distribution`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MarksDistribution>();
};

describe('marks distribution', () => {
  it('ten empty bands before any marks are entered', async () => {
    const { exam } = await examWithStudents(['Asha', 'Bhavna']);
    const d = await distribution(exam.id);
    expect(d).toMatchObject({ examId: exam.id, totalMarks: 50, passMarks: 17 });
    expect(d).toMatchObject({ marked: 0, absent: 0, passed: 0 });
    expect(d.bands).toHaveLength(10);
    expect(d.bands[0]).toEqual({ fromPercent: 0, toPercent: 10, count: 0 });
    expect(d.bands[9]).toEqual({ fromPercent: 90, toPercent: 100, count: 0 });
  });

  it('counts each student in the band of their marks; full marks in the last band', async () => {
    const names = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7'];
    const { exam, rows } = await examWithStudents(names);
    const marks = [0, 4.99, 5, 16.5, 17, 50, null];
    const saved = await call('PUT', `/api/admin/exams/${exam.id}/marks`, {
      marks: rows.map((r, i) =>
        i === 6
          ? { enrolmentId: r.enrolmentId, obtained: null, absent: true }
          : { enrolmentId: r.enrolmentId, obtained: marks[i] },
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const d = await distribution(exam.id);
    expect(d).toMatchObject({ marked: 6, absent: 1, passed: 2 });
    // 0 and 4.99 in 0–10 %, 5 in 10–20 %, 16.5 and 17 in 30–40 %, 50 in 90–100 %.
    expect(d.bands.map((b) => b.count)).toEqual([2, 1, 0, 2, 0, 0, 0, 0, 0, 1]);
  });

  it('an exam that is not there is not found; only the admin may ask', async () => {
    expect((await call('GET', '/api/admin/exams/999999/marks/distribution')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/exams/abc/marks/distribution')).statusCode).toBe(404);
    const { exam } = await examWithStudents([]);
    const student = await call(
      'GET',
      `/api/admin/exams/${exam.id}/marks/distribution`,
      undefined,
      t.studentA.cookie,
    );
    expect(student.statusCode).toBe(403);
  });
});
