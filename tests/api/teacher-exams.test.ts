// A teacher's exams (issue 21.1, decision 067): the exams of the courses they teach (given to
// them, or of their batches); marks entry; publishing only when the admin allows it; another
// course's exam is 404 (no leak); the audit row names the teacher.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Exam, MarksGrid, TeacherExams } from '#shared/exams.ts';
import { teacherCourses } from '#server/db/schema.ts';
import { auditLog } from '#server/db/schema-security.ts';
import { createCourse } from '#server/seed/factories.ts';
import { batchCalls } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { call: admin, addBatch } = batchCalls(t);

type Method = 'GET' | 'POST' | 'PUT';
const as = (cookie: string) => (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const examOf = async (courseId: number, subject: string) => {
  const res = await admin('POST', '/api/admin/exams', {
    courseId,
    type: 'mid_term',
    date: '2026-12-05',
    subject,
    durationMinutes: 60,
    totalMarks: 50,
    passMarks: 17,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<Exam>();
};

describe('teacher exams', () => {
  it('lists the exams of the teacher’s courses, enters marks, refuses another course’s exam', async () => {
    const given = await createCourse(t.db, { name: 'Tally Prime (teacher exams)' });
    const ofBatch = await createCourse(t.db, { name: 'Typing (teacher exams)' });
    const other = await createCourse(t.db, { name: 'Cooking (teacher exams)' });
    const { cookie, teacher } = await t.newTeacher('Jaspreet');
    await t.db.insert(teacherCourses).values({ teacherId: teacher.id, courseId: given.id });
    await addBatch(ofBatch.id, { teacherIds: [teacher.id] });
    const s = await t.newStudent({ firstName: 'Navdeep', courses: [given.name] });
    const mine = await examOf(given.id, 'Vouchers');
    const batchExam = await examOf(ofBatch.id, 'Speed test');
    const theirs = await examOf(other.id, 'Curries');
    const call = as(cookie);

    const list = await call('GET', '/api/teacher/exams');
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<TeacherExams>();
    expect(body.exams.map((e) => e.id).sort()).toEqual([mine.id, batchExam.id].sort());
    expect(body.teachersPublish).toBe(false);

    const grid = await call('GET', `/api/teacher/exams/${mine.id}/marks`);
    expect(grid.statusCode).toBe(200);
    const row = grid.json<MarksGrid>().rows.find((r) => r.studentId === s.student.studentId)!;
    const saved = await call('PUT', `/api/teacher/exams/${mine.id}/marks`, {
      marks: [{ enrolmentId: row.enrolmentId, obtained: 42, absent: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json<MarksGrid>().rows.find((r) => r.enrolmentId === row.enrolmentId),
    ).toMatchObject({ obtained: 42 });

    // IDOR: another course's exam, and one that does not exist, are the same 404.
    for (const id of [theirs.id, 2_000_000_000]) {
      for (const [method, url, payload] of [
        ['GET', `/api/teacher/exams/${id}/marks`],
        ['PUT', `/api/teacher/exams/${id}/marks`, { marks: [] }],
        ['POST', `/api/teacher/exams/${id}/publish`, {}],
      ] as const) {
        const res = await call(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    // Students and the admin's teacher routes stay closed.
    expect((await as(s.cookie)('GET', '/api/teacher/exams')).statusCode).toBe(403);
  });

  it('publishes only when the admin allows it; the audit names the teacher', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English (teacher exams)' });
    const { cookie, teacher } = await t.newTeacher('Harjit');
    await t.db.insert(teacherCourses).values({ teacherId: teacher.id, courseId: course.id });
    const s = await t.newStudent({ firstName: 'Gagan', courses: [course.name] });
    const exam = await examOf(course.id, 'Speaking');
    const call = as(cookie);
    const grid = (await call('GET', `/api/teacher/exams/${exam.id}/marks`)).json<MarksGrid>();
    const row = grid.rows.find((r) => r.studentId === s.student.studentId)!;
    await call('PUT', `/api/teacher/exams/${exam.id}/marks`, {
      marks: [{ enrolmentId: row.enrolmentId, obtained: 30, absent: false }],
    });

    const refused = await call('POST', `/api/teacher/exams/${exam.id}/publish`, {
      beforeExamDate: true,
    });
    expect(refused.statusCode).toBe(409);
    expect((await admin('GET', '/api/admin/exam-settings/teachers-publish')).json()).toEqual({
      teachersPublish: false,
    });
    const on = await admin('PUT', '/api/admin/exam-settings/teachers-publish', {
      teachersPublish: true,
    });
    expect(on.json()).toEqual({ teachersPublish: true });
    expect((await call('GET', '/api/teacher/exams')).json<TeacherExams>().teachersPublish).toBe(
      true,
    );
    const published = await call('POST', `/api/teacher/exams/${exam.id}/publish`, {
      beforeExamDate: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Exam>().publishedAt).not.toBeNull();
    const bad = await admin('PUT', '/api/admin/exam-settings/teachers-publish', {
      teachersPublish: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    await admin('PUT', '/api/admin/exam-settings/teachers-publish', { teachersPublish: false });

    await expect
      .poll(async () =>
        (
          await t.db
            .select({ username: auditLog.username, role: auditLog.role, route: auditLog.route })
            .from(auditLog)
            .where(and(eq(auditLog.userId, teacher.userId), eq(auditLog.action, 'admin.change')))
        ).map((r) => [r.username, r.role, r.route]),
      )
      .toEqual(
        expect.arrayContaining([
          [teacher.user.username, 'teacher', '/api/teacher/exams/:id/marks'],
          [teacher.user.username, 'teacher', '/api/teacher/exams/:id/publish'],
        ]),
      );
  });
});
