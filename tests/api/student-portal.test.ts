import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments, sessions } from '#server/db/schema.ts';
import { exams } from '#server/db/schema-exams.ts';
import { createNotice, createTeacher } from '#server/seed/factories.ts';
import { courseForm, setupUploadsApp } from '../support/course-helpers';
import { sessionCookieOf } from '../support/test-app';

const ctx = setupUploadsApp();

type Card = { name: string; code: string; presentation: string | null; teachers: string[] };

async function addCourse(name: string, code: string) {
  const form = await courseForm({ name, code, duration: '6 months', timings: '4 PM to 6 PM' });
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/courses',
    headers: { cookie: ctx.t.admin.cookie, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; presentation: string }>();
}

describe('the student portal is scoped to the session student', () => {
  it("lists only the student's own courses with teachers, and each sees only their own", async () => {
    const { t } = ctx;
    const a = await addCourse('Tally Prime Basics', 'TALLY-1');
    const b = await addCourse('Spoken Punjabi', 'PUN-1');
    await createTeacher(t.db, {
      firstName: 'Neha',
      lastName: 'Bansal',
      courses: 'Tally Prime Basics',
    });
    const amrit = await t.newStudent({ firstName: 'Amrit', courses: ['Tally Prime Basics'] });
    const baljit = await t.newStudent({ firstName: 'Baljit', courses: ['Spoken Punjabi'] });

    const asA = await t.app.inject({
      url: '/api/student/courses',
      headers: { cookie: amrit.cookie },
    });
    expect(asA.statusCode).toBe(200);
    const cardsA = asA.json<Card[]>();
    expect(cardsA).toHaveLength(1);
    expect(cardsA[0]).toMatchObject({
      name: 'Tally Prime Basics',
      code: 'TALLY-1',
      duration: '6 months',
      timings: '4 PM to 6 PM',
      teachers: ['Neha Bansal'],
      presentation: a.presentation,
    });
    const cardsB = (
      await t.app.inject({ url: '/api/student/courses', headers: { cookie: baljit.cookie } })
    ).json<Card[]>();
    expect(cardsB.map((c) => c.name)).toEqual(['Spoken Punjabi']);

    // Presentations: the enrolled student and the admin download; the other student is refused.
    const get = (url: string, cookie?: string) =>
      t.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect((await get(a.presentation, amrit.cookie)).statusCode).toBe(200);
    expect((await get(a.presentation, baljit.cookie)).statusCode).toBe(403);
    expect((await get(b.presentation, baljit.cookie)).statusCode).toBe(200);
    expect((await get(b.presentation, amrit.cookie)).statusCode).toBe(403);
    expect((await get(a.presentation, t.admin.cookie)).statusCode).toBe(200);
    expect((await get(a.presentation)).statusCode).toBe(401);
    expect(
      (await get('/uploads/0123456789abcdef0123456789abcdef.pptx', amrit.cookie)).statusCode,
    ).toBe(404);

    // A dropped enrolment no longer downloads.
    await t.db
      .update(enrolments)
      .set({ status: 'dropped' })
      .where(eq(enrolments.studentId, amrit.student.id));
    expect((await get(a.presentation, amrit.cookie)).statusCode).toBe(403);
    expect((await get('/api/student/courses', amrit.cookie)).json<Card[]>()).toEqual([]);
  });

  it('details are the asking student own, with no password', async () => {
    const { t } = ctx;
    const res = await t.app.inject({
      url: '/api/student/details',
      headers: { cookie: t.studentA.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body.studentId).toBe(t.studentA.student.studentId);
    expect(body.firstName).toBe('Amrit');
    expect(JSON.stringify(body)).not.toContain(t.studentB.student.studentId);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('passwordHash');
    const asAdmin = await t.app.inject({
      url: '/api/student/details',
      headers: { cookie: t.admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(403);
  });

  it("search finds the exams of the student's own courses only", async () => {
    const { t } = ctx;
    const own = await addCourse('Busy Accounting Basics', 'BA-1');
    const other = await addCourse('Busy for Traders', 'BA-2');
    const a = await t.newStudent({ courses: ['Busy Accounting Basics'] });
    const exam = { date: '2026-12-05', durationMinutes: 120, totalMarks: 50, passMarks: 20 };
    await t.db.insert(exams).values([
      { ...exam, courseId: own.id, type: 'mid_term', subject: 'Busy vouchers' },
      { ...exam, courseId: own.id, type: 'final', subject: 'GST in Busy', date: '2027-01-10' },
      { ...exam, courseId: other.id, type: 'final', subject: 'Busy inventory' },
    ]);
    const res = await t.app.inject({
      url: '/api/student/search?q=busy',
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    const found = res
      .json<{ hits: { kind: string; title: string; facts: object; to: string }[] }>()
      .hits.filter((h) => h.kind === 'exam');
    expect(found).toEqual([
      {
        kind: 'exam',
        title: 'Busy vouchers',
        facts: { examType: 'mid_term', date: '2026-12-05', course: 'Busy Accounting Basics' },
        to: '/Sdashboard/MidTerm',
      },
      {
        kind: 'exam',
        title: 'GST in Busy',
        facts: { examType: 'final', date: '2027-01-10', course: 'Busy Accounting Basics' },
        to: '/Sdashboard/FinalExam',
      },
    ]);
  });

  it("search finds the student's courses and notices, never another student's course", async () => {
    const { t } = ctx;
    await addCourse('Advanced Excel Macros', 'XL-9');
    await addCourse('Excel for Shopkeepers', 'XL-10');
    const a = await t.newStudent({ courses: ['Advanced Excel Macros'] });
    await t.newStudent({ courses: ['Excel for Shopkeepers'] });
    await createNotice(t.db, { title: 'Excel lab closed on Friday', date: '2026-11-20' });

    const res = await t.app.inject({
      url: '/api/student/search?q=excel',
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { hits } = res.json<{
      hits: { kind: string; title: string; facts: object; to: string }[];
    }>();
    expect(hits.filter((h) => h.kind === 'course').map((h) => h.title)).toEqual([
      'Advanced Excel Macros',
    ]);
    expect(hits.find((h) => h.kind === 'notice')).toMatchObject({
      title: 'Excel lab closed on Friday',
      facts: { date: '2026-11-20', postedBy: 'Office' },
      to: '/Sdashboard/Notice?title=Excel%20lab%20closed%20on%20Friday',
    });
    // By code too; wildcards are taken literally.
    const byCode = await t.app.inject({
      url: '/api/student/search?q=XL-9',
      headers: { cookie: a.cookie },
    });
    expect(byCode.json<{ hits: unknown[] }>().hits).toHaveLength(1);
    const wild = await t.app.inject({
      url: '/api/student/search?q=%25',
      headers: { cookie: a.cookie },
    });
    expect(wild.json<{ hits: unknown[] }>().hits).toEqual([]);
    const empty = await t.app.inject({
      url: '/api/student/search?q=',
      headers: { cookie: a.cookie },
    });
    expect(empty.json<{ hits: unknown[] }>().hits).toEqual([]);
    const tooLong = await t.app.inject({
      url: `/api/student/search?q=${'a'.repeat(101)}`,
      headers: { cookie: a.cookie },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/account/password', () => {
  async function login(studentId: string, password: string) {
    return ctx.t.app.inject({
      method: 'POST',
      url: '/auth/student/login',
      payload: { studentId, password },
    });
  }

  it('changes the password after checking the current one and ends the other sessions', async () => {
    const { t } = ctx;
    const s = await t.newStudent({ password: 'old-password' });
    const id = s.student.studentId;
    const other = sessionCookieOf(await login(id, 'old-password'));
    const change = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie: s.cookie },
        payload: body,
      });

    const wrong = await change({ currentPassword: 'nope', newPassword: 'new-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      fieldErrors: { currentPassword: ['The current password is not correct.'] },
    });
    const short = await change({ currentPassword: 'old-password', newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('newPassword');
    const common = await change({ currentPassword: 'old-password', newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('newPassword');
    const same = await change({ currentPassword: 'old-password', newPassword: 'old-password' });
    expect(same.statusCode).toBe(400);

    const ok = await change({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(ok.statusCode).toBe(204);
    // This browser gets a new session (the old token dies with the change); the other one ended.
    const renewed = ok.cookies.find((c) => c.name === 'academy_session');
    expect(renewed?.value).toBeTruthy();
    const me = await t.app.inject({
      url: '/auth/me',
      headers: { cookie: `academy_session=${renewed!.value}` },
    });
    expect(me.json<{ user: unknown }>().user).not.toBeNull();
    const old = await t.app.inject({ url: '/auth/me', headers: { cookie: s.cookie } });
    expect(old.json<{ user: unknown }>().user).toBeNull();
    const gone = await t.app.inject({ url: '/auth/me', headers: { cookie: other } });
    expect(gone.json<{ user: unknown }>().user).toBeNull();
    expect((await login(id, 'old-password')).statusCode).toBe(401);
    expect((await login(id, 'new-password-1')).statusCode).toBe(200);
  });

  it('works for an admin too, and never changes another user', async () => {
    const { t } = ctx;
    const admin = await t.newAdmin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: admin.cookie },
      payload: { currentPassword: 'admin-password', newPassword: 'a-new-admin-pass' },
    });
    expect(res.statusCode).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: admin.user.username, password: 'a-new-admin-pass' },
    });
    expect(login.statusCode).toBe(200);
    // studentA's sessions are untouched.
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, t.studentA.student.user!.id));
    expect(rows.length).toBeGreaterThan(0);
  });
});
