import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState } from '#shared/mock-attempts.ts';
import type { Question, QuestionInput } from '#shared/mock-question-bank.ts';
import type { AttemptResult } from '#shared/mock-results.ts';
import type { TestDetail, TestInput } from '#shared/mock-test-builder.ts';
import { sweepExpiredAttempts } from '#server/data/mock-submissions.ts';
import { multipart, pngImage } from '../fixtures/uploads';
import { setupUploadsApp } from '../support/course-helpers';

const ctx = setupUploadsApp();
const t = () => ctx.t;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t().app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const admin = (method: Method, url: string, payload?: object) =>
  call(method, url, t().admin.cookie, payload);

const mcq = (text: string, correctOption: 'A' | 'B' | 'C' | 'D', subject = 'Physics') =>
  ({
    type: 'mcq',
    text,
    options: { A: 'one', B: 'two', C: 'three', D: 'four' },
    correctOption,
    explanation: `Because ${correctOption}.`,
    subject,
    topic: 'Kinematics',
    difficulty: 'easy',
  }) satisfies QuestionInput;
const numerical = (text: string, min: string, max: string) =>
  ({
    type: 'numerical',
    text,
    range: { min, max },
    subject: 'Mathematics',
    topic: 'Algebra',
  }) satisfies QuestionInput;

async function newQuestion(input: QuestionInput): Promise<Question> {
  const res = await admin('POST', '/api/admin/mock-questions', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const hour = 3600_000;
function testInput(questionIds: number[][], o: Partial<TestInput> = {}): TestInput {
  return {
    title: 'Mock Test',
    durationMinutes: 60,
    windowStart: new Date(Date.now() - hour).toISOString(),
    windowEnd: new Date(Date.now() + 5 * hour).toISOString(),
    // The score at submit (the default is after the window): these tests read it at once.
    resultsRelease: 'immediately',
    sections: questionIds.map((ids, i) => ({ title: `Section ${i + 1}`, questionIds: ids })),
    ...o,
  };
}

async function publishedTest(questionIds: number[][], o: Partial<TestInput> = {}) {
  const created = await admin('POST', '/api/admin/mock-tests', testInput(questionIds, o));
  expect(created.statusCode, created.body).toBe(201);
  const test: TestDetail = created.json();
  const published = await admin('POST', `/api/admin/mock-tests/${test.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as TestDetail;
}

async function start(cookie: string, testId: number) {
  const res = await call('POST', `/api/student/mock-tests/${testId}/attempts`, cookie);
  return res;
}

let seq = 0;
const save = (
  cookie: string,
  attemptId: number,
  questionId: number,
  body: { state: string; answer?: string | null; seq?: number; timeSpentSeconds?: number },
) =>
  call('PUT', `/api/student/mock-attempts/${attemptId}/answers/${questionId}`, cookie, {
    answer: null,
    seq: ++seq,
    ...body,
  });

async function expireAttempt(attemptId: number) {
  await t().db.execute(
    sql`update mock_attempts set deadline = now() - interval '1 second', started_at = now() - interval '2 hours' where id = ${attemptId}`,
  );
}

describe('access', () => {
  it('admin calls refuse a student and student calls refuse an admin', async () => {
    expect((await call('GET', '/api/admin/mock-questions', t().studentA.cookie)).statusCode).toBe(
      403,
    );
    expect((await admin('GET', '/api/student/mock-tests')).statusCode).toBe(403);
    expect((await call('GET', '/api/student/mock-tests')).statusCode).toBe(401);
  });
});

describe('question bank', () => {
  it('creates, finds, edits and deletes questions', async () => {
    const q = await newQuestion(mcq('What is the SI unit of force?', 'B'));
    expect(q).toMatchObject({ type: 'mcq', correctOption: 'B', range: null, testCount: 0 });
    const n = await newQuestion(numerical('Solve 2x = 5 for x.', '2.5', '2.5'));
    expect(n).toMatchObject({
      options: null,
      correctOption: null,
      range: { min: '2.5', max: '2.5' },
    });

    const found = await admin('GET', '/api/admin/mock-questions?q=SI%20unit&type=mcq');
    expect(found.json().items.map((i: Question) => i.id)).toEqual([q.id]);
    expect(found.json().subjects).toEqual(expect.arrayContaining(['Physics', 'Mathematics']));

    const edited = await admin('PUT', `/api/admin/mock-questions/${q.id}`, {
      ...mcq('What is the SI unit of force? (edited)', 'C'),
    });
    expect(edited.json()).toMatchObject({
      correctOption: 'C',
      text: expect.stringContaining('edited'),
    });

    const bad = await admin('POST', '/api/admin/mock-questions', {
      ...numerical('x', '3', '2'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['range.max']).toBeDefined();

    expect((await admin('DELETE', `/api/admin/mock-questions/${n.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/mock-questions/${n.id}`)).statusCode).toBe(404);
  });

  it('imports a CSV all or nothing, listing each bad row, and exports what it imported', async () => {
    const header =
      'Type,Question,Option A,Option B,Option C,Option D,Correct Option,Answer Min,Answer Max,Explanation,Subject,Topic,Difficulty';
    const good = [
      header,
      'mcq,"Which gas do plants take in, by day?",Oxygen,Carbon dioxide,Nitrogen,Argon,b,,,Photosynthesis,Biology,Plants,easy',
      'numerical,What is 7 × 6?,,,,,,42,42,,Mathematics,Arithmetic,',
    ].join('\r\n');
    const bad = [
      header,
      'mcq,Fine question,a,b,c,d,A,,,,Chemistry,,',
      'mcq,No key,a,b,c,d,,,,,Chemistry,,',
      'essay,What?,,,,,,,,,Chemistry,,',
      'numerical,Range upside down,,,,,,5,4,,Mathematics,,hard',
    ].join('\r\n');
    const before = (await admin('GET', '/api/admin/mock-questions')).json().total;

    const upload = async (text: string) => {
      const form = await multipart(
        {},
        { file: { name: 'q.csv', data: Buffer.from(text), type: 'text/csv' } },
      );
      return t().app.inject({
        method: 'POST',
        url: '/api/admin/mock-questions/import',
        payload: form.payload,
        headers: { ...form.headers, cookie: t().admin.cookie },
      });
    };
    const refused = await upload(bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('CSV_INVALID');
    expect(Object.keys(refused.json().fieldErrors).sort()).toEqual([
      'row:3:Correct Option',
      'row:4:Type',
      'row:5:Answer Max',
    ]);
    expect((await admin('GET', '/api/admin/mock-questions')).json().total).toBe(before);

    const ok = await upload(good);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().imported).toBe(2);
    const plant = await admin('GET', `/api/admin/mock-questions/${ok.json().ids[0]}`);
    expect(plant.json()).toMatchObject({
      correctOption: 'B',
      difficulty: 'easy',
      subject: 'Biology',
    });

    const csv = await admin('GET', '/api/admin/mock-questions/export.csv?subject=Biology');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(`\uFEFFID,${header}`);
    expect(csv.body).toContain('"Which gas do plants take in, by day?"');
  });

  it('stores a question image checked by its content', async () => {
    const q = await newQuestion(mcq('Look at the circuit.', 'A'));
    const upload = async (data: Buffer) => {
      const form = await multipart({}, { image: { name: 'c.png', data, type: 'image/png' } });
      return t().app.inject({
        method: 'PUT',
        url: `/api/admin/mock-questions/${q.id}/image`,
        payload: form.payload,
        headers: { ...form.headers, cookie: t().admin.cookie },
      });
    };
    expect((await upload(Buffer.from('not a picture'))).statusCode).toBe(415);
    const ok = await upload(await pngImage());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const removed = await admin('DELETE', `/api/admin/mock-questions/${q.id}/image`);
    expect(removed.json().imageUrl).toBeNull();
  });
});

describe('taking a test', () => {
  let physics: Question[];
  let maths: Question;
  let test: TestDetail;
  beforeAll(async () => {
    physics = [
      await newQuestion(mcq('P1', 'A')),
      await newQuestion(mcq('P2', 'B')),
      await newQuestion(mcq('P3', 'C')),
    ];
    maths = await newQuestion(numerical('M1', '2.45', '2.55'));
    test = await publishedTest([physics.map((q) => q.id), [maths.id]], {
      title: 'JEE flow',
      shuffleQuestions: true,
      shuffleOptions: true,
    });
  });

  it('runs a whole attempt: start, save, resume, submit, result', async () => {
    const a = t().studentA.cookie;
    const list = await call('GET', '/api/student/mock-tests', a);
    expect(list.json().available.map((x: { id: number }) => x.id)).toContain(test.id);

    const started = await start(a, test.id);
    expect(started.statusCode, started.body).toBe(201);
    const state: AttemptState = started.json();
    expect(state.status).toBe('in_progress');
    expect(state.remainingSeconds).toBeGreaterThan(3590);
    expect(state.questions).toHaveLength(4);
    // Sections stay in order; no key leaves the server.
    expect(state.questions[3]!.questionId).toBe(maths.id);
    expect(started.body).not.toContain('correctOption');
    expect(started.body).not.toContain('Because');

    // Starting again resumes the same attempt.
    const again = await start(a, test.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().attemptId).toBe(state.attemptId);

    const id = state.attemptId;
    const [p1, p2, p3] = physics;
    expect(
      (await save(a, id, p1!.id, { state: 'answered', answer: 'A', timeSpentSeconds: 30 })).json(),
    ).toMatchObject({ applied: true });
    // Marked for review with an answer: evaluated (wrong).
    await save(a, id, p2!.id, { state: 'answered_marked_for_review', answer: 'D' });
    // Marked without an answer, then a numerical answer in range.
    await save(a, id, p3!.id, { state: 'marked_for_review' });
    await save(a, id, maths.id, { state: 'answered', answer: '2.5' });

    // An older save arriving late (an offline queue) is acknowledged but changes nothing.
    const late = await save(a, id, p1!.id, { state: 'answered', answer: 'B', seq: 1 });
    expect(late.statusCode).toBe(200);
    expect(late.json().applied).toBe(false);
    // A retried save (same seq) is idempotent.
    const s = ++seq;
    await save(a, id, p3!.id, { state: 'marked_for_review', seq: s });
    expect((await save(a, id, p3!.id, { state: 'marked_for_review', seq: s })).json().applied).toBe(
      false,
    );

    // Wrong kinds of answers and foreign questions are refused.
    expect((await save(a, id, p1!.id, { state: 'answered', answer: 'E' })).statusCode).toBe(400);
    expect((await save(a, id, maths.id, { state: 'answered', answer: '1e3' })).statusCode).toBe(
      400,
    );
    expect((await save(a, id, 999999, { state: 'answered', answer: 'A' })).statusCode).toBe(404);

    // Resume from another device: every state and answer intact.
    const resumed: AttemptState = (await call('GET', `/api/student/mock-attempts/${id}`, a)).json();
    const byId = new Map(resumed.questions.map((q) => [q.questionId, q]));
    expect(byId.get(p1!.id)).toMatchObject({
      state: 'answered',
      answer: 'A',
      timeSpentSeconds: 30,
    });
    expect(byId.get(p2!.id)).toMatchObject({ state: 'answered_marked_for_review', answer: 'D' });
    expect(byId.get(p3!.id)).toMatchObject({ state: 'marked_for_review', answer: null });
    expect(byId.get(maths.id)).toMatchObject({ state: 'answered', answer: '2.5' });
    expect(resumed.lastSeq).toBe(s);
    expect(resumed.questions.map((q) => q.questionId)).toEqual(
      state.questions.map((q) => q.questionId),
    );
    expect(resumed.questions.map((q) => q.options)).toEqual(state.questions.map((q) => q.options));

    const tabs = await call('POST', `/api/student/mock-attempts/${id}/tab-switches`, a, {
      count: 2,
    });
    expect(tabs.json()).toEqual({ tabSwitches: 2 });

    expect((await call('GET', `/api/student/mock-attempts/${id}/result`, a)).json().code).toBe(
      'RESULT_NOT_READY',
    );
    const submitted = await call('POST', `/api/student/mock-attempts/${id}/submit`, a);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ submittedBy: 'student', resultsAvailable: true });
    // Submitting again answers the same; saving after is refused.
    expect(
      (await call('POST', `/api/student/mock-attempts/${id}/submit`, a)).json().submittedAt,
    ).toBe(submitted.json().submittedAt);
    const after = await save(a, id, p3!.id, { state: 'answered', answer: 'C' });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('ALREADY_SUBMITTED');

    const result: AttemptResult = (
      await call('GET', `/api/student/mock-attempts/${id}/result`, a)
    ).json();
    expect(result.total).toMatchObject({
      score: 4 - 1 + 4,
      maxScore: 16,
      correct: 2,
      wrong: 1,
      unattempted: 1,
      negativeMarks: 1,
      attempted: 3,
    });
    expect(result.total!.accuracy).toBeCloseTo(2 / 3);
    expect(result.sections!.map((s) => [s.title, s.score])).toEqual([
      ['Section 1', 3],
      ['Section 2', 4],
    ]);
    expect(result).toMatchObject({ rank: 1, takers: 1, percentile: '100.0000000', tabSwitches: 2 });
    // The review (keys, explanations) waits for the window to close (decision 045); the admin
    // sees it now.
    expect(result).toMatchObject({ review: null, reviewAt: test.windowEnd });
    const forAdmin: AttemptResult = (
      await admin('GET', `/api/admin/mock-attempts/${id}/result`)
    ).json();
    const review = new Map(forAdmin.review!.map((r) => [r.questionId, r]));
    expect(review.get(p2!.id)).toMatchObject({
      result: 'wrong',
      correctOption: 'B',
      marks: -1,
      explanation: 'Because B.',
    });
    expect(review.get(p1!.id)!.timeSpentSeconds).toBe(30);

    // No attempts left (one allowed).
    const third = await start(a, test.id);
    expect(third.json().code).toBe('NO_ATTEMPTS_LEFT');
  });

  it('keeps one attempt in progress per student and each student to their own', async () => {
    const s = await t().newStudent({ firstName: 'Charan' });
    const other = await publishedTest([[physics[0]!.id]], { title: 'Other' });
    const first = await start(s.cookie, test.id);
    expect(first.statusCode).toBe(201);
    const clash = await start(s.cookie, other.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('ATTEMPT_ACTIVE');
    const detail = await call('GET', `/api/student/mock-tests/${other.id}`, s.cookie);
    expect(detail.json().cannotStart).toBe('ATTEMPT_ACTIVE');

    // Another student sees nothing of it.
    const id = first.json().attemptId;
    const b = t().studentB.cookie;
    expect((await call('GET', `/api/student/mock-attempts/${id}`, b)).statusCode).toBe(404);
    expect((await save(b, id, physics[0]!.id, { state: 'answered', answer: 'A' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/student/mock-attempts/${id}/submit`, b)).statusCode).toBe(404);
    expect((await call('GET', `/api/student/mock-attempts/${id}/result`, b)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/student/mock-attempts/${id}/tab-switches`, b, { count: 1 }))
        .statusCode,
    ).toBe(404);
    await call('POST', `/api/student/mock-attempts/${id}/submit`, s.cookie);
  });

  it('keeps the highest seq of saves sent all at once (batched on PostgreSQL)', async () => {
    const s = await t().newStudent({ firstName: 'Jas' });
    const st: AttemptState = (await start(s.cookie, test.id)).json();
    const mcqs = st.questions.filter((q) => q.type === 'mcq');
    const base = seq;
    seq += 100;
    // Every question saved three times at once, seq out of order: the highest must win.
    const sends = mcqs.flatMap((q, i) =>
      [2, 0, 1].map((k) =>
        save(s.cookie, st.attemptId, q.questionId, {
          state: 'answered',
          answer: 'ABC'[k]!,
          seq: base + i * 3 + k + 1,
        }),
      ),
    );
    const replies = await Promise.all(sends);
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    const resumed: AttemptState = (
      await call('GET', `/api/student/mock-attempts/${st.attemptId}`, s.cookie)
    ).json();
    for (const q of mcqs) {
      expect(resumed.questions.find((x) => x.questionId === q.questionId)!.answer).toBe('C');
    }
    await call('POST', `/api/student/mock-attempts/${st.attemptId}/submit`, s.cookie);
  });

  it('refuses a late answer, and the server submits at the deadline', async () => {
    const s = await t().newStudent({ firstName: 'Deep' });
    const state: AttemptState = (await start(s.cookie, test.id)).json();
    await save(s.cookie, state.attemptId, physics[0]!.id, { state: 'answered', answer: 'A' });
    await expireAttempt(state.attemptId);

    // A GET shows it submitted by the server without writing.
    const seen: AttemptState = (
      await call('GET', `/api/student/mock-attempts/${state.attemptId}`, s.cookie)
    ).json();
    expect(seen).toMatchObject({ status: 'submitted', submittedBy: 'server', remainingSeconds: 0 });

    const late = await save(s.cookie, state.attemptId, physics[1]!.id, {
      state: 'answered',
      answer: 'B',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'TIME_UP',
      message: expect.stringContaining('Time is up'),
    });

    const result: AttemptResult = (
      await call('GET', `/api/student/mock-attempts/${state.attemptId}/result`, s.cookie)
    ).json();
    expect(result).toMatchObject({ submittedBy: 'server' });
    expect(result.total).toMatchObject({ score: 4, correct: 1 });

    // The sweep submits attempts nobody touches.
    const idle = await t().newStudent({ firstName: 'Ekam' });
    const idleState: AttemptState = (await start(idle.cookie, test.id)).json();
    await save(idle.cookie, idleState.attemptId, maths.id, { state: 'answered', answer: '2.45' });
    await expireAttempt(idleState.attemptId);
    expect(await sweepExpiredAttempts(t().db)).toBeGreaterThanOrEqual(1);
    const [row] = (
      await t().db.execute<{ submitted_by: string; score_hundredths: number }>(
        sql`select submitted_by, score_hundredths from mock_attempts where id = ${idleState.attemptId}`,
      )
    ).rows;
    expect(row).toMatchObject({ submitted_by: 'server', score_hundredths: 400 });
  });

  it('ranks with ties, recomputes on a dropped question and a changed key', async () => {
    const q = [await newQuestion(mcq('R1', 'A')), await newQuestion(mcq('R2', 'B'))];
    const ranked = await publishedTest([q.map((x) => x.id)], { title: 'Ranked' });
    // Each placed question counts the one test; a new one counts none.
    const unused = await newQuestion(mcq('R3', 'C'));
    for (const [question, n] of [
      [q[0]!, 1],
      [q[1]!, 1],
      [unused, 0],
    ] as const) {
      const got = await admin('GET', `/api/admin/mock-questions/${question.id}`);
      expect(got.json()).toMatchObject({ id: question.id, testCount: n });
    }
    const people = await Promise.all(['F', 'G', 'H'].map((n) => t().newStudent({ firstName: n })));
    const answers = [
      ['A', 'B'], // 8
      ['A', 'C'], // 3
      ['A', 'C'], // 3
    ];
    const attemptIds: number[] = [];
    for (const [i, p] of people.entries()) {
      const st: AttemptState = (await start(p.cookie, ranked.id)).json();
      attemptIds.push(st.attemptId);
      await save(p.cookie, st.attemptId, q[0]!.id, { state: 'answered', answer: answers[i]![0]! });
      await save(p.cookie, st.attemptId, q[1]!.id, { state: 'answered', answer: answers[i]![1]! });
      await call('POST', `/api/student/mock-attempts/${st.attemptId}/submit`, p.cookie);
    }
    const results = (await admin('GET', `/api/admin/mock-tests/${ranked.id}/results`)).json();
    expect(
      results.rows.map((r: { score: number; rank: number; percentile: string }) => [
        r.score,
        r.rank,
        r.percentile,
      ]),
    ).toEqual([
      [8, 1, '100.0000000'],
      [3, 2, '66.6666667'],
      [3, 2, '66.6666667'],
    ]);

    // Drop R2: everyone gets its 4 marks.
    const dropped = await admin(
      'POST',
      `/api/admin/mock-tests/${ranked.id}/questions/${q[1]!.id}/correction`,
      {
        dropped: true,
        note: 'Two options were right.',
      },
    );
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().recomputed).toBe(3);
    const afterDrop = (await admin('GET', `/api/admin/mock-tests/${ranked.id}/results`)).json();
    expect(afterDrop.rows.map((r: { score: number; rank: number }) => [r.score, r.rank])).toEqual([
      [8, 1],
      [8, 1],
      [8, 1],
    ]);

    // Restore it and change its key to C: the two who chose C now lead.
    await admin('POST', `/api/admin/mock-tests/${ranked.id}/questions/${q[1]!.id}/correction`, {
      dropped: false,
      correctOption: 'C',
    });
    const afterKey = (await admin('GET', `/api/admin/mock-tests/${ranked.id}/results`)).json();
    expect(afterKey.rows.map((r: { score: number; rank: number }) => [r.score, r.rank])).toEqual([
      [8, 1],
      [8, 1],
      [3, 3],
    ]);
    const mine: AttemptResult = (
      await call('GET', `/api/student/mock-attempts/${attemptIds[0]}/result`, people[0]!.cookie)
    ).json();
    expect(mine).toMatchObject({ rank: 3, takers: 3, percentile: '33.3333333' });

    const stats = (await admin('GET', `/api/admin/mock-tests/${ranked.id}/question-stats`)).json();
    expect(stats.attempts).toBe(3);
    expect(stats.questions[1]).toMatchObject({
      optionCounts: { A: 0, B: 1, C: 2, D: 0 },
      correct: 2,
      wrong: 1,
      left: 0,
    });

    const csv = await admin('GET', `/api/admin/mock-tests/${ranked.id}/results.csv`);
    expect(csv.body.split('\r\n')[0]).toContain('Rank,Student ID,Name');
    expect(csv.body).toContain('33.3333333');

    // Its questions are now locked; the question cannot be deleted or re-keyed in the bank.
    const locked = await admin(
      'PUT',
      `/api/admin/mock-tests/${ranked.id}`,
      testInput([[q[0]!.id]]),
    );
    expect(locked.json().code).toBe('TEST_HAS_ATTEMPTS');
    expect((await admin('DELETE', `/api/admin/mock-questions/${q[0]!.id}`)).json().code).toBe(
      'QUESTION_IN_USE',
    );
    expect(
      (await admin('PUT', `/api/admin/mock-questions/${q[0]!.id}`, mcq('R1', 'D'))).json().code,
    ).toBe('QUESTION_IN_USE');
    expect((await admin('DELETE', `/api/admin/mock-tests/${ranked.id}`)).json().code).toBe(
      'TEST_HAS_ATTEMPTS',
    );
  });

  it('holds results until the window closes when the test says so, and refuses a closed window', async () => {
    const later = await publishedTest([[physics[0]!.id]], {
      title: 'Later',
      resultsRelease: 'after_window',
    });
    const s = await t().newStudent({ firstName: 'Inder' });
    const st: AttemptState = (await start(s.cookie, later.id)).json();
    const sub = (
      await call('POST', `/api/student/mock-attempts/${st.attemptId}/submit`, s.cookie)
    ).json();
    expect(sub.resultsAvailable).toBe(false);
    const r: AttemptResult = (
      await call('GET', `/api/student/mock-attempts/${st.attemptId}/result`, s.cookie)
    ).json();
    expect(r).toMatchObject({ released: false, total: null, review: null, rank: null });
    // The admin sees it.
    expect(
      (await admin('GET', `/api/admin/mock-attempts/${st.attemptId}/result`)).json().released,
    ).toBe(true);

    const upcoming = await publishedTest([[physics[0]!.id]], {
      title: 'Upcoming',
      windowStart: new Date(Date.now() + hour).toISOString(),
      windowEnd: new Date(Date.now() + 2 * hour).toISOString(),
    });
    const tooEarly = await start(s.cookie, upcoming.id);
    expect(tooEarly.json().code).toBe('TEST_NOT_OPEN');
    const list = (await call('GET', '/api/student/mock-tests', s.cookie)).json();
    expect(list.upcoming.map((x: { id: number }) => x.id)).toContain(upcoming.id);

    // An unpublished test is not there at all.
    await admin('POST', `/api/admin/mock-tests/${upcoming.id}/unpublish`);
    expect((await call('GET', `/api/student/mock-tests/${upcoming.id}`, s.cookie)).statusCode).toBe(
      404,
    );
  });
});
