import { describe, expect, it } from 'vitest';
import type { ActivityRow } from '#shared/activity.ts';
import type { MarksGrid } from '#shared/exams.ts';
import { createCourse } from '#server/seed/factories.ts';
import { istDate } from '#shared/ist.ts';
import { setupTestApp } from '../support/test-app';

// Issue 26, I1 (security-assessment-2026-11-27.md): on PostgreSQL, 4 concurrent publishes of
// one exam gave three 200s; marks changed after publishing left only the route in the audit
// log. Now publishing takes the exam's row lock (one 200, the others 409), and a change of
// published marks writes a `marks.after_publish` row naming the exam and the students.
const t = setupTestApp();
type Method = 'GET' | 'POST' | 'PUT';
const admin = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.admin.cookie } });

async function markedExam(subject: string) {
  const course = await createCourse(t.db, { name: `Lock ${subject}`, code: `LCK-${subject}` });
  for (const firstName of ['Harleen', 'Jaspreet', 'Kuldeep'])
    await t.newStudent({ firstName, courses: [course.name] });
  const exam = await admin('POST', '/api/admin/exams', {
    courseId: course.id,
    type: 'mid_term',
    // Today (in India): an exam counts students enrolled by its date, and one dated later
    // would ask to be confirmed before it is published.
    date: istDate(new Date()),
    subject,
    durationMinutes: 60,
    totalMarks: 50,
    passMarks: 17,
  });
  expect(exam.statusCode, exam.body).toBe(201);
  const id = exam.json<{ id: number }>().id;
  const grid = (await admin('GET', `/api/admin/exams/${id}/marks`)).json<MarksGrid>();
  const saved = await admin('PUT', `/api/admin/exams/${id}/marks`, {
    marks: grid.rows.map((r) => ({ enrolmentId: r.enrolmentId, obtained: 30, absent: false })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, rows: grid.rows };
}

const afterPublishRows = async () =>
  (await admin('GET', '/api/admin/activity?action=marks.after_publish')).json<{
    rows: ActivityRow[];
  }>().rows;

describe('exam publishing', () => {
  it('publishes once when four publishes arrive together', async () => {
    const { id } = await markedExam('Networks');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => admin('POST', `/api/admin/exams/${id}/publish`)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
  });

  it('writes an audit row when published marks change, none before publishing', async () => {
    const { id, rows } = await markedExam('Databases');
    // Before publishing: only the route's own row.
    await admin('PUT', `/api/admin/exams/${id}/marks`, {
      marks: [{ enrolmentId: rows[0]!.enrolmentId, obtained: 31, absent: false }],
    });
    expect((await afterPublishRows()).filter((r) => r.target.startsWith(`id=${id} `))).toEqual([]);
    expect((await admin('POST', `/api/admin/exams/${id}/publish`)).statusCode).toBe(200);
    // The same marks again: nothing changed, no row.
    await admin('PUT', `/api/admin/exams/${id}/marks`, {
      marks: [{ enrolmentId: rows[0]!.enrolmentId, obtained: 31, absent: false }],
    });
    const changed = await admin('PUT', `/api/admin/exams/${id}/marks`, {
      marks: [
        { enrolmentId: rows[0]!.enrolmentId, obtained: 45, absent: false },
        { enrolmentId: rows[1]!.enrolmentId, obtained: null, absent: true },
        { enrolmentId: rows[2]!.enrolmentId, obtained: 30, absent: false },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mine = (await afterPublishRows()).filter((r) => r.target.startsWith(`id=${id} `));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      action: 'marks.after_publish',
      username: t.admin.user.username,
      route: '/api/admin/exams/:id/marks',
      subject: expect.stringContaining('Databases'),
    });
    const ids = mine[0]!.target.replace(/^id=\d+ students=/, '').split(',');
    expect(ids.sort()).toEqual([rows[0]!.studentId, rows[1]!.studentId].sort());
  });
});
