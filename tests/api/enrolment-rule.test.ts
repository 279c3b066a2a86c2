import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '#server/db/schema.ts';
import { createCourse } from '#server/seed/factories.ts';
import { istDate } from '#shared/ist.ts';
import type { Exam, MarksGrid } from '#shared/exams.ts';
import type { StudentExam, StudentResults, CourseReportCards } from '#shared/exam-results.ts';
import type { StudentTestsReply } from '#shared/mock-attempts.ts';
import type { SearchHit, StudentCourse } from '#shared/account.ts';
import { mcqQuestion, mockTestCalls } from '../support/mock-test-calls';
import { setupTestApp, type StudentSession } from '../support/test-app';

// One rule for who takes a course (decision 043): the places that ask agree, and an exam counts
// only for the students enrolled by its date (issue 27.1).

const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string) => (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const admin = (method: Method, url: string, payload?: object) =>
  as(t.admin.cookie)(method, url, payload);

const day = (offset: number) => istDate(new Date(Date.now() + offset * 86_400_000));

async function newExam(courseId: number, date: string, subject: string): Promise<Exam> {
  const res = await admin('POST', '/api/admin/exams', {
    courseId,
    type: 'mid_term',
    date,
    subject,
    durationMinutes: 60,
    totalMarks: 50,
    passMarks: 17,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Exam>();
}

/** Marks by first name ('AB' for absent), then publishes. */
async function markAndPublish(exam: Exam, marks: Record<string, number | 'AB'>) {
  const grid = (await admin('GET', `/api/admin/exams/${exam.id}/marks`)).json<MarksGrid>();
  const rows = grid.rows.map((r) => {
    const m = marks[r.name.split(' ')[0]!];
    if (m === undefined) throw new Error(`no mark for ${r.name}`);
    return { enrolmentId: r.enrolmentId, obtained: m === 'AB' ? null : m, absent: m === 'AB' };
  });
  const saved = await admin('PUT', `/api/admin/exams/${exam.id}/marks`, { marks: rows });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await admin('POST', `/api/admin/exams/${exam.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return grid;
}

describe('an exam counts only for the students enrolled by its date (issue 27.1)', () => {
  let courseId: number;
  let classmates: StudentSession[];
  let simran: StudentSession;
  let oldExam: Exam;
  let newExamRow: Exam;

  beforeAll(async () => {
    const course = await createCourse(t.db, { name: 'Dated Full Stack', code: 'DFS-1' });
    courseId = course.id;
    classmates = [];
    for (const firstName of ['Arjun', 'Bhavna', 'Charan', 'Deepa']) {
      classmates.push(
        await t.newStudent({ firstName, courses: [course.name], enrolledOn: day(-60) }),
      );
    }
    oldExam = await newExam(courseId, day(-20), 'HTML and CSS');
    const oldGrid = await markAndPublish(oldExam, { Arjun: 40, Bhavna: 30, Charan: 20, Deepa: 10 });
    expect(oldGrid.rows).toHaveLength(4);

    // Simran joins today; then a new paper is held that she sits.
    simran = await t.newStudent({ firstName: 'Simran', courses: [course.name] });
    newExamRow = await newExam(courseId, day(0), 'JavaScript');
    const newGrid = await markAndPublish(newExamRow, {
      Arjun: 40,
      Bhavna: 30,
      Charan: 20,
      Deepa: 10,
      Simran: 45,
    });
    expect(newGrid.rows).toHaveLength(5);
  });

  it('the older exam is not hers: its grid and its count stay at four', async () => {
    const grid = (await admin('GET', `/api/admin/exams/${oldExam.id}/marks`)).json<MarksGrid>();
    expect(grid.rows.map((r) => r.name.split(' ')[0])).not.toContain('Simran');
    const list = (await admin('GET', `/api/admin/exams?courseId=${courseId}`)).json<Exam[]>();
    const byId = new Map(list.map((e) => [e.id, e]));
    expect(byId.get(oldExam.id)).toMatchObject({ marked: 4, enrolled: 4 });
    expect(byId.get(newExamRow.id)).toMatchObject({ marked: 5, enrolled: 5 });
  });

  it('her Result shows the older exam as not taken, passes her, and leaves her unranked', async () => {
    const res = await as(simran.cookie)('GET', '/api/student/results');
    expect(res.statusCode, res.body).toBe(200);
    const [report] = res.json<StudentResults>().courses;
    const card = report!.cards.find((c) => c.kind === 'mid_term')!;
    expect(card.exams.map((e) => [e.subject, e.taken])).toEqual([
      ['HTML and CSS', false],
      ['JavaScript', true],
    ]);
    expect(card).toMatchObject({ obtained: 45, total: 50, passed: true, rank: null, rankedOf: 4 });
    const old = card.exams[0]!;
    expect(old).toMatchObject({ obtained: null, absent: false, grade: null, rank: null });

    const own = await as(simran.cookie)('GET', `/api/student/results/${courseId}`);
    expect(own.json<StudentResults['courses'][number]>().cards[0]).toMatchObject({
      total: 50,
      rank: null,
    });
  });

  it("classmates' ranks are among the four who could sit every paper", async () => {
    const res = await admin('GET', `/api/admin/courses/${courseId}/report-cards`);
    const cards = res.json<CourseReportCards>().cards;
    const rankOf = (name: string) =>
      cards.find((c) => c.student.name.startsWith(name))!.cards.find((c) => c.kind === 'mid_term')!;
    expect(rankOf('Arjun')).toMatchObject({ rank: 1, rankedOf: 4, total: 100 });
    expect(rankOf('Deepa')).toMatchObject({ rank: 4, rankedOf: 4 });
    expect(rankOf('Simran')).toMatchObject({ rank: null, rankedOf: 4, total: 50 });
    // Each paper's own rank is among those who sat it: Simran tops the new one.
    expect(rankOf('Simran').exams[1]).toMatchObject({ rank: 1 });
  });

  it('her Mid-Term list holds only the exam held since she joined', async () => {
    const res = await as(simran.cookie)('GET', '/api/student/exams?type=mid_term');
    expect(res.json<StudentExam[]>().map((e) => e.subject)).toEqual(['JavaScript']);
    const hits = await as(simran.cookie)('GET', '/api/student/search?q=HTML');
    expect(hits.json<{ hits: SearchHit[] }>().hits.filter((h) => h.kind === 'exam')).toEqual([]);
  });
});

describe('a completed enrolment keeps its record; only a running one is offered new work', () => {
  let course: { id: number; name: string };
  let kiran: StudentSession;
  let testId: number;

  beforeAll(async () => {
    course = await createCourse(t.db, { name: 'Rule Physics', code: 'RPH-1' });
    kiran = await t.newStudent({
      firstName: 'Kiran',
      courses: [course.name],
      enrolledOn: day(-30),
    });
    const exam = await newExam(course.id, day(-5), 'Kinematics');
    await markAndPublish(exam, { Kiran: 33 });
    const [enrolment] = await t.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(eq(enrolments.courseId, course.id));
    const paid = await admin('POST', `/api/admin/fees/accounts/${enrolment!.id}/payments`, {
      amountPaise: 500_000,
      paidOn: day(-3),
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const calls = mockTestCalls(async (method, url, cookie, payload) => {
      const res = await t.app.inject({ method, url, payload, headers: { cookie } });
      return { status: res.statusCode, body: res.body };
    }, t.admin.cookie);
    const q = await calls.question(mcqQuestion('Rule question', 'A'));
    const test = await calls.publishedTest([q.id], {
      title: 'Rule Physics Mock',
      courseId: course.id,
    });
    testId = test.id;
  });

  async function seen() {
    const call = as(kiran.cookie);
    const results = (await call('GET', '/api/student/results')).json<StudentResults>().courses;
    const fee = (await call('GET', '/api/student/fee')).json<{ accounts: unknown[] }>().accounts;
    const courses = (await call('GET', '/api/student/courses')).json<StudentCourse[]>();
    const tests = (await call('GET', '/api/student/mock-tests')).json<StudentTestsReply>();
    const listed = JSON.stringify(tests).includes('Rule Physics Mock');
    const found = (await call('GET', '/api/student/search?q=Rule')).json<{ hits: SearchHit[] }>();
    const start = await call('POST', `/api/student/mock-tests/${testId}/attempts`, {});
    return {
      results: results.length,
      fee: fee.length,
      courses: courses.length,
      testListed: listed,
      testFound: found.hits.some((h) => h.kind === 'test'),
      courseFound: found.hits.some((h) => h.kind === 'course'),
      canStart: start.statusCode < 300,
    };
  }

  async function setStatus(status: 'active' | 'completed' | 'dropped') {
    await t.db.update(enrolments).set({ status }).where(eq(enrolments.courseId, course.id));
  }

  it('completed: results, fees, courses and search stay; the course mock test is not offered', async () => {
    await setStatus('completed');
    expect(await seen()).toEqual({
      results: 1,
      fee: 1,
      courses: 1,
      testListed: false,
      testFound: false,
      courseFound: true,
      canStart: false,
    });
  });

  it('dropped: only the fee account with its payment stays', async () => {
    await setStatus('dropped');
    expect(await seen()).toEqual({
      results: 0,
      fee: 1,
      courses: 0,
      testListed: false,
      testFound: false,
      courseFound: false,
      canStart: false,
    });
  });

  it('active: everything, and the test can be started', async () => {
    await setStatus('active');
    expect(await seen()).toEqual({
      results: 1,
      fee: 1,
      courses: 1,
      testListed: true,
      testFound: true,
      courseFound: true,
      canStart: true,
    });
  });
});

it('a dropped enrolment with no payment leaves the fee lists; one with payments stays', async () => {
  const course = await createCourse(t.db, { name: 'Rule Chemistry', code: 'RCH-1' });
  const left = await t.newStudent({ firstName: 'Lakhvir', courses: [course.name] });
  await t.db
    .update(enrolments)
    .set({ status: 'dropped' })
    .where(eq(enrolments.courseId, course.id));
  const own = await as(left.cookie)('GET', '/api/student/fee');
  expect(own.json<{ accounts: unknown[] }>().accounts).toEqual([]);
  const office = await admin('GET', '/api/admin/fees/accounts');
  expect(office.body).not.toContain('Rule Chemistry');
  expect(office.body).toContain('Rule Physics');
});
