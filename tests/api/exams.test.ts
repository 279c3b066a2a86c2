import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '#server/seed/factories.ts';
import type { Exam, MarksGrid } from '#shared/exams.ts';
import type {
  ReportCard,
  StudentExam,
  StudentResults,
  CourseReportCards,
} from '#shared/exam-results.ts';
import { multipart } from '../fixtures/uploads';
import { setupTestApp, type StudentSession } from '../support/test-app';

const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string) => (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

let courseId: number;
let courseName: string;
let amrit: StudentSession;
let baljit: StudentSession;
let chetan: StudentSession;
let outsider: StudentSession;

const examBody = (o: Partial<Record<string, unknown>> = {}) => ({
  courseId,
  type: 'mid_term',
  date: '2026-12-05',
  subject: 'HTML and CSS',
  durationMinutes: 120,
  totalMarks: 50,
  passMarks: 17,
  ...o,
});

// These exams are dated after today: publishing them confirms the paper was sat early (27.10).
const early = { beforeExamDate: true };

async function uploadCsv(examId: number, text: string, name = 'marks.csv') {
  const form = await multipart({}, { file: { name, data: Buffer.from(text), type: 'text/csv' } });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/exams/${examId}/marks.csv`,
    payload: form.payload,
    headers: { ...form.headers, cookie: t.admin.cookie },
  });
}

beforeAll(async () => {
  const course = await createCourse(t.db, { name: 'Full Stack Exams', code: 'FSE-1' });
  courseId = course.id;
  courseName = course.name;
  amrit = await t.newStudent({ firstName: 'Amrit', courses: [courseName] });
  baljit = await t.newStudent({ firstName: 'Baljit', courses: [courseName] });
  chetan = await t.newStudent({ firstName: 'ਗੁਰਪ੍ਰੀਤ', lastName: 'कौर', courses: [courseName] });
  outsider = await t.newStudent({ firstName: 'Outsider' });
});

describe('admin exams', () => {
  let examId: number;

  it('schedules an exam and refuses a bad one field by field', async () => {
    const admin = as(t.admin.cookie);
    const bad = await admin(
      'POST',
      '/api/admin/exams',
      examBody({ passMarks: 60, date: '2026-02-30' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['date', 'passMarks']);

    const res = await admin('POST', '/api/admin/exams', examBody());
    expect(res.statusCode).toBe(201);
    const exam = res.json<Exam>();
    expect(exam).toMatchObject({ courseName, totalMarks: 50, passMarks: 17, publishedAt: null });
    expect(exam.enrolled).toBe(3);
    examId = exam.id;

    const list = await admin('GET', `/api/admin/exams?courseId=${courseId}`);
    expect(list.json<Exam[]>().map((e) => e.id)).toEqual([examId]);
  });

  it('a CSV with an unknown student and marks above the total saves nothing, listing the lines', async () => {
    const csv = [
      'Student ID,Marks',
      `${amrit.student.studentId},45`,
      `${outsider.student.studentId},30`,
      `${baljit.student.studentId},51`,
      `${chetan.student.studentId},AB`,
    ].join('\r\n');
    const res = await uploadCsv(examId, csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('CSV_ROWS_REFUSED');
    expect(Object.keys(body.fieldErrors)).toEqual(['3', '4']);
    expect(body.fieldErrors['3'][0]).toContain('not enrolled');
    expect(body.fieldErrors['4'][0]).toContain('above the total of 50');

    const grid = (
      await as(t.admin.cookie)('GET', `/api/admin/exams/${examId}/marks`)
    ).json<MarksGrid>();
    expect(grid.rows.every((r) => r.obtained === null && !r.absent)).toBe(true);
  });

  it('a corrected CSV saves every row; publishing needs every student marked', async () => {
    const admin = as(t.admin.cookie);
    const partial = await uploadCsv(examId, `Student ID,Marks\n${amrit.student.studentId},45\n`);
    expect(partial.statusCode).toBe(200);
    const unmarked = await admin('POST', `/api/admin/exams/${examId}/publish`, early);
    expect(unmarked.statusCode).toBe(409);
    expect(unmarked.json().message).toContain('2 students have no marks');

    const csv = `\uFEFFStudent ID,Marks\n${amrit.student.studentId},45\n${baljit.student.studentId},45\n${chetan.student.studentId},AB\n`;
    const res = await uploadCsv(examId, csv);
    expect(res.statusCode).toBe(200);
    const grid = res.json<MarksGrid>();
    expect(grid.exam.marked).toBe(3);
    expect(grid.rows.find((r) => r.studentId === chetan.student.studentId)).toMatchObject({
      absent: true,
      obtained: null,
    });

    // Students see 'Pending' until publishing.
    const before = await as(amrit.cookie)('GET', '/api/student/exams?type=mid_term');
    expect(before.json<StudentExam[]>()[0]).toMatchObject({ status: 'Pending', totalMarks: 50 });
    const noResults = await as(amrit.cookie)('GET', '/api/student/results');
    expect(
      noResults.json<StudentResults>().courses.find((c) => c.course.id === courseId)!.cards,
    ).toEqual([]);

    const published = await admin('POST', `/api/admin/exams/${examId}/publish`, early);
    expect(published.statusCode).toBe(200);
    expect(published.json<Exam>().publishedAt).not.toBeNull();
    const after = await as(amrit.cookie)('GET', '/api/student/exams?type=mid_term');
    expect(after.json<StudentExam[]>()[0]!.status).toBe('Published');
  });

  it('the grid refuses marks above the total and students of another course', async () => {
    const admin = as(t.admin.cookie);
    const grid = (await admin('GET', `/api/admin/exams/${examId}/marks`)).json<MarksGrid>();
    const row = grid.rows[0]!;
    const over = await admin('PUT', `/api/admin/exams/${examId}/marks`, {
      marks: [{ enrolmentId: row.enrolmentId, obtained: 50.5, absent: false }],
    });
    expect(over.statusCode).toBe(400);
    const stranger = await admin('PUT', `/api/admin/exams/${examId}/marks`, {
      marks: [{ enrolmentId: 999999, obtained: 10, absent: false }],
    });
    expect(stranger.statusCode).toBe(400);
    const lower = await admin('PUT', `/api/admin/exams/${examId}`, examBody({ totalMarks: 40 }));
    expect(lower.statusCode).toBe(409);
  });

  it('results: grade by the chosen scale, pass by the pass marks, ties share a batch rank', async () => {
    const admin = as(t.admin.cookie);
    const final = (
      await admin(
        'POST',
        '/api/admin/exams',
        examBody({
          type: 'final',
          subject: 'JavaScript',
          totalMarks: 90,
          passMarks: 30,
          date: '2027-01-10',
        }),
      )
    ).json<Exam>();
    const csv = `Student ID,Marks\n${amrit.student.studentId},80\n${baljit.student.studentId},29.5\n${chetan.student.studentId},90\n`;
    expect((await uploadCsv(final.id, csv)).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/exams/${final.id}/publish`, early)).statusCode).toBe(
      200,
    );

    const mine = (await as(amrit.cookie)('GET', '/api/student/results')).json<StudentResults>();
    const card = mine.courses.find((c) => c.course.id === courseId)!;
    expect(card.student.studentId).toBe(amrit.student.studentId);
    expect(card.scale.id).toBe('cbse');
    const [mid, fin, overall] = card.cards;
    // Amrit and Baljit both scored 45/50: they share rank 1.
    expect(mid).toMatchObject({
      kind: 'mid_term',
      obtained: 45,
      total: 50,
      grade: 'A2',
      passed: true,
      rank: 1,
      rankedOf: 3,
    });
    expect(fin).toMatchObject({ kind: 'final', obtained: 80, total: 90, grade: 'A2', rank: 2 });
    expect(overall).toMatchObject({
      kind: 'overall',
      obtained: 125,
      total: 140,
      passed: true,
      rank: 1,
    });

    const b = (
      await as(baljit.cookie)('GET', `/api/student/results/${courseId}`)
    ).json<ReportCard>();
    expect(b.cards[0]).toMatchObject({ rank: 1, passed: true });
    // 29.5 of 90 is under the pass marks of 30.
    expect(b.cards[1]).toMatchObject({ obtained: 29.5, passed: false, rank: 3 });
    expect(b.cards[2]).toMatchObject({ obtained: 74.5, passed: false });

    // PSEB preset: 45/50 = 90% is A on PSEB.
    const pseb = await admin('PUT', '/api/admin/grade-scale', { selected: 'pseb' });
    expect(pseb.json().selected).toBe('pseb');
    const again = (
      await as(amrit.cookie)('GET', `/api/student/results/${courseId}`)
    ).json<ReportCard>();
    expect(again.cards[0]!.grade).toBe('A');

    const custom = await admin('PUT', '/api/admin/grade-scale', {
      selected: 'custom',
      custom: {
        id: 'custom',
        name: 'Academy',
        bands: [
          { grade: 'Dist', min: 75 },
          { grade: 'Merit', min: 0 },
        ],
      },
    });
    expect(custom.json()).toMatchObject({ selected: 'custom' });
    const third = (
      await as(amrit.cookie)('GET', `/api/student/results/${courseId}`)
    ).json<ReportCard>();
    expect(third.cards[2]!.grade).toBe('Dist');
    const gap = await admin('PUT', '/api/admin/grade-scale', {
      selected: 'custom',
      custom: {
        id: 'custom',
        name: 'Gappy',
        bands: [
          { grade: 'A', min: 80, max: 100 },
          { grade: 'B', min: 0, max: 50 },
        ],
      },
    });
    expect(gap.statusCode).toBe(400);
    await admin('PUT', '/api/admin/grade-scale', { selected: 'cbse' });

    const all = (
      await admin('GET', `/api/admin/courses/${courseId}/report-cards`)
    ).json<CourseReportCards>();
    expect(all.cards.map((c) => c.student.name)).toEqual([
      'Amrit Kaur',
      'Baljit Kaur',
      'ਗੁਰਪ੍ਰੀਤ कौर',
    ]);
    expect(all.cards[2]!.cards[0]!.exams[0]).toMatchObject({
      absent: true,
      passed: false,
      grade: null,
    });
  });
});

describe('privacy between students', () => {
  it('a student sees only their own results and cannot open another course’s report card', async () => {
    const other = (await as(outsider.cookie)('GET', '/api/student/results')).json<StudentResults>();
    expect(other.courses).toEqual([]);
    const peek = await as(outsider.cookie)('GET', `/api/student/results/${courseId}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('Amrit');
    const exams = await as(outsider.cookie)('GET', '/api/student/exams?type=mid_term');
    expect(exams.json()).toEqual([]);

    const mine = (await as(amrit.cookie)('GET', '/api/student/results')).json<StudentResults>();
    const text = JSON.stringify(mine);
    expect(text).not.toContain(baljit.student.studentId);
    expect(text).not.toContain('Baljit');
    expect(text).not.toContain(chetan.student.studentId);
  });

  it('students cannot call the admin exam routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/exams'],
      ['GET', `/api/admin/courses/${courseId}/report-cards`],
      ['PUT', '/api/admin/grade-scale'],
    ] as const) {
      expect((await as(amrit.cookie)(method, url, {})).statusCode).toBe(403);
    }
  });
});
