import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { toHundredths } from '../../shared/decimal';
import { answerProblem, optionKeys } from '../../shared/mock-test-schemas';
import type {
  AttemptQuestion,
  AttemptResult,
  AttemptState,
  OptionKey,
  SaveAnswerReply,
  StudentTest,
  StudentTestDetail,
  StudentTestsReply,
  SubmitReply,
} from '../../shared/mock-tests';
import { formatPercentile, ntaPercentile } from '../../shared/ranking';
import type { Conn, Db } from '../db/client';
import { courses, enrolments, students, users } from '../db/schema';
import { mockAnswers, mockAttempts, mockTests } from '../db/schema-mock-tests';
import { appError, validationFailed } from '../lib/app-error';
import { mockCaches, rememberAttempt, type AttemptFacts } from './mock-cache';
import { imageUrl } from './mock-questions';
import { saveAnswerRow } from './mock-save-batch';
import { cachedPaper, cachedPaperIn, scorePaper, type AnswerRow, type Paper } from './mock-paper';

type AttemptRow = typeof mockAttempts.$inferSelect;

const iso = (d: Date) => d.toISOString();
const secondsLeft = (deadline: number, now = Date.now()) =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** An attempt counts as submitted once stored so, or once its deadline passed (sweep pending). */
function effectiveSubmission(a: AttemptRow, now = Date.now()) {
  if (a.submittedAt) return { at: a.submittedAt, by: a.submittedBy ?? 'student' };
  if (a.deadline.getTime() <= now) return { at: a.deadline, by: 'server' as const };
  return null;
}

function resultsAt(paper: Paper): Date {
  return paper.test.resultsRelease === 'immediately' ? new Date(0) : paper.test.windowEnd;
}
const released = (paper: Paper, now = Date.now()) => resultsAt(paper).getTime() <= now;

// ---------------------------------------------------------------------------------------------
// Which tests a student sees

/** Published tests for everyone or for a course the student is actively enrolled in. */
async function visibleTests(db: Db, userId: number) {
  const enrolled = db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(students.userId, userId), eq(enrolments.status, 'active')));
  return db
    .select({ id: mockTests.id, courseName: courses.name })
    .from(mockTests)
    .leftJoin(courses, eq(courses.id, mockTests.courseId))
    .where(
      and(
        eq(mockTests.published, true),
        sql`(${mockTests.courseId} is null or ${mockTests.courseId} in ${enrolled})`,
      ),
    )
    .orderBy(asc(mockTests.windowStart), asc(mockTests.id));
}

async function visibleTest(db: Db, userId: number, testId: number) {
  const tests = await visibleTests(db, userId);
  const found = tests.find((t) => t.id === testId);
  if (!found) throw appError('NOT_FOUND', 'Test not found.');
  return found;
}

function studentTest(
  paper: Paper,
  courseName: string | null,
  attempts: AttemptRow[],
  now: number,
): StudentTest {
  const t = paper.test;
  const active = attempts.find((a) => !effectiveSubmission(a, now));
  const submitted = attempts.filter((a) => effectiveSubmission(a, now));
  const last = submitted.sort((a, b) => b.attemptNumber - a.attemptNumber)[0];
  return {
    id: t.id,
    title: t.title,
    courseName,
    durationMinutes: t.durationMinutes,
    questionCount: paper.questions.length,
    maxScore: paper.maxScore,
    correctMarks: paper.scheme.correct,
    wrongMarks: paper.scheme.wrong,
    windowStart: iso(t.windowStart),
    windowEnd: iso(t.windowEnd),
    attemptsAllowed: t.attemptsAllowed,
    attemptsUsed: attempts.length,
    activeAttemptId: active?.id ?? null,
    lastAttemptId: last?.id ?? null,
    resultsAvailable: !!last && released(paper, now),
    resultsRelease: t.resultsRelease,
  };
}

async function userAttempts(db: Db, userId: number, testIds: number[]) {
  if (testIds.length === 0) return [];
  return db
    .select()
    .from(mockAttempts)
    .where(and(eq(mockAttempts.userId, userId), inArray(mockAttempts.testId, testIds)));
}

/** `GET /api/student/mock-tests`. */
export async function listStudentTests(db: Db, userId: number): Promise<StudentTestsReply> {
  const tests = await visibleTests(db, userId);
  const [papers, attempts] = await Promise.all([
    Promise.all(tests.map((t) => cachedPaper(db, t.id))),
    userAttempts(
      db,
      userId,
      tests.map((t) => t.id),
    ),
  ]);
  const now = Date.now();
  const reply: StudentTestsReply = {
    serverNow: iso(new Date(now)),
    available: [],
    upcoming: [],
    finished: [],
  };
  tests.forEach((t, i) => {
    const paper = papers[i]!;
    const mine = attempts.filter((a) => a.testId === t.id);
    const item = studentTest(paper, t.courseName, mine, now);
    const open = paper.test.windowStart.getTime() <= now && now < paper.test.windowEnd.getTime();
    if (item.activeAttemptId || (open && item.attemptsUsed < item.attemptsAllowed)) {
      reply.available.push(item);
    } else if (now < paper.test.windowStart.getTime()) reply.upcoming.push(item);
    if (item.lastAttemptId) reply.finished.push(item);
  });
  return reply;
}

function cannotStart(item: StudentTest, paper: Paper, otherActive: boolean, now: number) {
  if (item.activeAttemptId) return null;
  if (otherActive) return 'ATTEMPT_ACTIVE' as const;
  if (now < paper.test.windowStart.getTime() || now >= paper.test.windowEnd.getTime()) {
    return 'TEST_NOT_OPEN' as const;
  }
  if (item.attemptsUsed >= item.attemptsAllowed) return 'NO_ATTEMPTS_LEFT' as const;
  return null;
}

function sectionInfos(paper: Paper) {
  return paper.sections.map((s) => ({
    id: s.id,
    title: s.title,
    questionCount: paper.questions.filter((q) => q.sectionId === s.id).length,
    correctMarks: paper.sectionMarks.get(s.id)!.correct,
    wrongMarks: paper.sectionMarks.get(s.id)!.wrong,
  }));
}

/** `GET /api/student/mock-tests/:id`: the instructions page. */
export async function studentTestDetail(
  db: Db,
  userId: number,
  testId: number,
): Promise<StudentTestDetail> {
  const { courseName } = await visibleTest(db, userId, testId);
  const paper = await cachedPaper(db, testId);
  const now = Date.now();
  const [mine, others] = await Promise.all([
    userAttempts(db, userId, [testId]),
    db
      .select({ id: mockAttempts.id, deadline: mockAttempts.deadline })
      .from(mockAttempts)
      .where(and(eq(mockAttempts.userId, userId), isNull(mockAttempts.submittedAt))),
  ]);
  const item = studentTest(paper, courseName, mine, now);
  const otherActive = others.some((a) => a.deadline.getTime() > now);
  return {
    ...item,
    instructions: paper.test.instructions,
    sections: sectionInfos(paper),
    cannotStart: cannotStart(item, paper, otherActive, now),
    serverNow: iso(new Date(now)),
  };
}

// ---------------------------------------------------------------------------------------------
// Starting, resuming, saving

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The attempt's order: sections stay in order; questions and options shuffled if the test says. */
function attemptOrder(paper: Paper) {
  const order: number[] = [];
  for (const s of paper.sections) {
    const ids = paper.questions.filter((q) => q.sectionId === s.id).map((q) => q.questionId);
    order.push(...(paper.test.shuffleQuestions ? shuffled(ids) : ids));
  }
  const options: Record<string, string> = {};
  if (paper.test.shuffleOptions) {
    for (const q of paper.questions) {
      if (q.type === 'mcq') options[String(q.questionId)] = shuffled(optionKeys).join('');
    }
  }
  return { order, options };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

/**
 * `POST /api/student/mock-tests/:id/attempts`: starts an attempt, or resumes the one in progress
 * at this test. One attempt in progress per student (a unique index holds it under races).
 */
export async function startAttempt(
  db: Db,
  userId: number,
  testId: number,
): Promise<{ created: boolean; state: AttemptState }> {
  const [paper, { rows }] = await Promise.all([
    cachedPaper(db, testId).catch(() => null),
    db.execute<{
      visible: boolean;
      used: number;
      active_id: number | null;
      active_test: number | null;
      active_live: boolean | null;
    }>(sql`
      select
        exists (
          select 1 from mock_tests t
          where t.id = ${testId} and t.published and (t.course_id is null or t.course_id in (
            select e.course_id from enrolments e join students s on s.id = e.student_id
            where s.user_id = ${userId} and e.status = 'active'))
        ) as visible,
        (select count(*)::int from mock_attempts where user_id = ${userId} and test_id = ${testId}) as used,
        a.id as active_id, a.test_id as active_test, a.deadline > now() as active_live
      from (select 1) as one
      left join mock_attempts a on a.user_id = ${userId} and a.submitted_at is null`),
  ]);
  const found = rows[0];
  if (!paper || !found?.visible) throw appError('NOT_FOUND', 'Test not found.');
  if (found.active_id !== null) {
    if (found.active_live) {
      if (Number(found.active_test) !== testId) throw appError('ATTEMPT_ACTIVE');
      return { created: false, state: await attemptState(db, userId, Number(found.active_id)) };
    }
    await closeAttempts(db, [Number(found.active_id)]);
  }
  const now = Date.now();
  if (now < paper.test.windowStart.getTime() || now >= paper.test.windowEnd.getTime()) {
    throw appError('TEST_NOT_OPEN');
  }
  if (paper.questions.length === 0) throw appError('TEST_NOT_OPEN');
  const attemptNumber = Number(found.used) + 1;
  if (attemptNumber > paper.test.attemptsAllowed) throw appError('NO_ATTEMPTS_LEFT');
  const { order, options } = attemptOrder(paper);
  let row: AttemptRow | undefined;
  try {
    [row] = await db
      .insert(mockAttempts)
      .values({
        testId,
        userId,
        attemptNumber,
        deadline: sql`least(now() + make_interval(mins => ${paper.test.durationMinutes}), ${iso(paper.test.windowEnd)}::timestamptz)`,
        questionOrder: order,
        optionOrders: options,
      })
      .returning();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A second start raced this one: resume what it created, or refuse the other test's.
    const [other] = await db
      .select()
      .from(mockAttempts)
      .where(and(eq(mockAttempts.userId, userId), isNull(mockAttempts.submittedAt)));
    if (other?.testId === testId) {
      return { created: false, state: await attemptState(db, userId, other.id) };
    }
    throw appError(other ? 'ATTEMPT_ACTIVE' : 'NO_ATTEMPTS_LEFT');
  }
  remember(db, row!);
  return { created: true, state: stateOf(paper, row!, [], Date.now()) };
}

function remember(db: Db, a: AttemptRow): AttemptFacts {
  const facts = {
    userId: a.userId,
    testId: a.testId,
    deadline: a.deadline.getTime(),
    startedAt: a.startedAt.getTime(),
  };
  rememberAttempt(db, a.id, facts);
  return facts;
}

function shownOptions(paper: Paper, attempt: AttemptRow, questionId: number) {
  const q = paper.byId.get(questionId)!;
  if (q.type !== 'mcq' || !q.options) return null;
  const order = (attempt.optionOrders[String(questionId)] ?? 'ABCD').split('') as OptionKey[];
  return order.map((key) => ({ key, text: q.options![key] }));
}

function stateOf(
  paper: Paper,
  a: AttemptRow,
  answers: (AnswerRow & { seq: number })[],
  now: number,
): AttemptState {
  const byQuestion = new Map(answers.map((r) => [r.questionId, r]));
  const submission = effectiveSubmission(a, now);
  const questions = a.questionOrder
    .filter((id) => paper.byId.has(id))
    .map((id, i): AttemptQuestion => {
      const q = paper.byId.get(id)!;
      const saved = byQuestion.get(id);
      return {
        questionId: id,
        number: i + 1,
        sectionId: q.sectionId,
        type: q.type,
        text: q.text,
        imageUrl: imageUrl(q.imagePath),
        options: shownOptions(paper, a, id),
        state: (saved?.state ?? 'not_visited') as AttemptQuestion['state'],
        answer: saved?.answer ?? null,
        timeSpentSeconds: saved?.timeSpentSeconds ?? 0,
      };
    });
  return {
    attemptId: a.id,
    testId: a.testId,
    title: paper.test.title,
    attemptNumber: a.attemptNumber,
    status: submission ? 'submitted' : 'in_progress',
    startedAt: iso(a.startedAt),
    deadline: iso(a.deadline),
    serverNow: iso(new Date(now)),
    remainingSeconds: submission ? 0 : secondsLeft(a.deadline.getTime(), now),
    submittedAt: submission ? iso(submission.at) : null,
    submittedBy: submission?.by ?? null,
    correctMarks: paper.scheme.correct,
    wrongMarks: paper.scheme.wrong,
    sections: sectionInfos(paper),
    questions,
    lastSeq: answers.reduce((m, r) => Math.max(m, r.seq), 0),
    tabSwitches: a.tabSwitches,
  };
}

async function ownAttempt(conn: Conn, userId: number | null, attemptId: number) {
  const [a] = await conn
    .select()
    .from(mockAttempts)
    .where(
      userId === null
        ? eq(mockAttempts.id, attemptId)
        : and(eq(mockAttempts.id, attemptId), eq(mockAttempts.userId, userId)),
    );
  if (!a) throw appError('NOT_FOUND', 'Attempt not found.');
  return a;
}

async function answersOf(conn: Conn, attemptId: number) {
  return conn
    .select({
      questionId: mockAnswers.questionId,
      state: mockAnswers.state,
      answer: mockAnswers.answer,
      timeSpentSeconds: mockAnswers.timeSpentSeconds,
      seq: mockAnswers.seq,
    })
    .from(mockAnswers)
    .where(eq(mockAnswers.attemptId, attemptId));
}

/** `GET /api/student/mock-attempts/:id`: everything to resume, without keys. Never writes. */
export async function attemptState(
  db: Db,
  userId: number,
  attemptId: number,
): Promise<AttemptState> {
  const a = await ownAttempt(db, userId, attemptId);
  const [paper, answers] = await Promise.all([cachedPaper(db, a.testId), answersOf(db, a.id)]);
  return stateOf(paper, a, answers, Date.now());
}

async function attemptFacts(db: Db, userId: number, attemptId: number): Promise<AttemptFacts> {
  const cached = mockCaches(db).attempts.get(attemptId);
  if (cached) {
    if (cached.userId !== userId) throw appError('NOT_FOUND', 'Attempt not found.');
    return cached;
  }
  return remember(db, await ownAttempt(db, userId, attemptId));
}

/** Why a write to an attempt was refused: closes it first when its time is up. */
async function refusal(db: Db, userId: number, attemptId: number) {
  const a = await ownAttempt(db, userId, attemptId);
  if (!a.submittedAt) {
    if (a.deadline.getTime() > Date.now()) return null;
    await closeAttempts(db, [a.id]);
    return appError('TIME_UP');
  }
  return appError(a.submittedBy === 'server' ? 'TIME_UP' : 'ALREADY_SUBMITTED');
}

export type SaveAnswerBody = {
  state: AttemptQuestion['state'];
  answer: string | null;
  seq: number;
  timeSpentSeconds: number;
};

/**
 * `PUT /api/student/mock-attempts/:id/answers/:questionId`, the hot path: one statement, which
 * checks the attempt is the student's and open (locking it for share, so a submission waits for
 * saves in flight and no acknowledged answer misses the score) and upserts the answer unless a
 * save with a higher seq is already stored.
 */
export async function saveAnswer(
  db: Db,
  userId: number,
  attemptId: number,
  questionId: number,
  body: SaveAnswerBody,
): Promise<SaveAnswerReply> {
  const facts = await attemptFacts(db, userId, attemptId);
  const paper = await cachedPaper(db, facts.testId);
  const question = paper.byId.get(questionId);
  if (!question) throw appError('NOT_FOUND', 'This question is not in the test.');
  if (body.answer !== null) {
    const problem = answerProblem(question, body.answer);
    if (problem) throw validationFailed({ answer: [problem] });
  }
  if (facts.deadline <= Date.now()) {
    throw (await refusal(db, userId, attemptId)) ?? appError('TIME_UP');
  }
  const outcome = await saveAnswerRow(db, { attemptId, userId, questionId, ...body });
  if (!outcome.open) throw (await refusal(db, userId, attemptId)) ?? appError('TIME_UP');
  return {
    applied: outcome.applied,
    seq: body.seq,
    remainingSeconds: secondsLeft(facts.deadline),
  };
}

/** `POST /api/student/mock-attempts/:id/tab-switches`: keeps the highest count told. */
export async function recordTabSwitches(
  db: Db,
  userId: number,
  attemptId: number,
  countSoFar: number,
): Promise<{ tabSwitches: number }> {
  await attemptFacts(db, userId, attemptId);
  const [row] = await db
    .update(mockAttempts)
    .set({ tabSwitches: sql`greatest(${mockAttempts.tabSwitches}, ${countSoFar})` })
    .where(
      and(
        eq(mockAttempts.id, attemptId),
        eq(mockAttempts.userId, userId),
        isNull(mockAttempts.submittedAt),
        sql`${mockAttempts.deadline} > now()`,
      ),
    )
    .returning({ tabSwitches: mockAttempts.tabSwitches });
  if (!row) throw (await refusal(db, userId, attemptId)) ?? appError('TIME_UP');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Submitting and scoring

/**
 * Scores attempts just marked submitted (or recomputed) and stores their totals. Answers are read
 * after the submission is committed-or-locked, so every acknowledged save is in the score.
 */
export async function storeScores(
  db: Db,
  conn: Conn,
  attempts: { id: number; testId: number }[],
  paperInForce?: Paper,
) {
  if (attempts.length === 0) return;
  const answers = await conn
    .select({
      attemptId: mockAnswers.attemptId,
      questionId: mockAnswers.questionId,
      state: mockAnswers.state,
      answer: mockAnswers.answer,
      timeSpentSeconds: mockAnswers.timeSpentSeconds,
    })
    .from(mockAnswers)
    .where(
      inArray(
        mockAnswers.attemptId,
        attempts.map((a) => a.id),
      ),
    );
  const byAttempt = new Map<number, AnswerRow[]>();
  for (const r of answers) {
    let list = byAttempt.get(r.attemptId);
    if (!list) byAttempt.set(r.attemptId, (list = []));
    list.push(r);
  }
  const values = [];
  for (const a of attempts) {
    const paper = paperInForce ?? (await cachedPaperIn(db, conn, a.testId));
    const score = scorePaper(paper, byAttempt.get(a.id) ?? []);
    values.push(
      sql`(${a.id}::int, ${toHundredths(score.score)}::int, ${score.correct}::int, ${score.wrong}::int, ${score.unattempted + score.dropped}::int)`,
    );
  }
  for (let i = 0; i < values.length; i += 1000) {
    await conn.execute(sql`
      update mock_attempts m set score_hundredths = v.s, correct_count = v.c,
        wrong_count = v.w, unattempted_count = v.u
      from (values ${sql.join(values.slice(i, i + 1000), sql`, `)}) as v(id, s, c, w, u)
      where m.id = v.id`);
  }
}

/** Submits attempts whose time is up (by the server, at their deadline) and scores them. */
export async function closeAttempts(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(mockAttempts)
      .set({ submittedAt: sql`${mockAttempts.deadline}`, submittedBy: 'server' })
      .where(
        and(
          inArray(mockAttempts.id, ids),
          isNull(mockAttempts.submittedAt),
          sql`${mockAttempts.deadline} <= now()`,
        ),
      )
      .returning({ id: mockAttempts.id, testId: mockAttempts.testId });
    await storeScores(db, tx, closed);
    return closed.length;
  });
}

/** The periodic sweep: submits every attempt whose deadline passed, in batches. */
export async function sweepExpiredAttempts(db: Db, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await db
      .select({ id: mockAttempts.id })
      .from(mockAttempts)
      .where(and(isNull(mockAttempts.submittedAt), sql`${mockAttempts.deadline} <= now()`))
      .limit(batch);
    if (due.length === 0) return total;
    const n = await closeAttempts(
      db,
      due.map((d) => d.id),
    );
    total += n;
    if (n === 0 || due.length < batch) return total;
  }
}

/** `POST /api/student/mock-attempts/:id/submit`; a repeat answers the same. */
export async function submitAttempt(
  db: Db,
  userId: number,
  attemptId: number,
): Promise<SubmitReply> {
  const a = await ownAttempt(db, userId, attemptId);
  let row = a;
  if (!a.submittedAt) {
    const updated = await db.transaction(async (tx) => {
      const [u] = await tx
        .update(mockAttempts)
        .set({
          submittedAt: sql`least(now(), ${mockAttempts.deadline})`,
          submittedBy: sql`case when ${mockAttempts.deadline} <= now() then 'server' else 'student' end`,
        })
        .where(and(eq(mockAttempts.id, attemptId), isNull(mockAttempts.submittedAt)))
        .returning();
      if (u) await storeScores(db, tx, [u]);
      return u;
    });
    row = updated ?? (await ownAttempt(db, userId, attemptId));
  }
  const paper = await cachedPaper(db, row.testId);
  return {
    attemptId: row.id,
    testId: row.testId,
    submittedAt: iso(row.submittedAt!),
    submittedBy: row.submittedBy ?? 'student',
    resultsAvailable: released(paper),
    resultsAt: iso(resultsAt(paper)),
  };
}

// ---------------------------------------------------------------------------------------------
// Results

/** Scores of every submitted attempt of a test (hundredths), for rank and percentile. */
export async function testScores(conn: Conn, testId: number): Promise<number[]> {
  const rows = await conn
    .select({ s: mockAttempts.scoreHundredths })
    .from(mockAttempts)
    .where(
      and(
        eq(mockAttempts.testId, testId),
        sql`${mockAttempts.submittedAt} is not null and ${mockAttempts.scoreHundredths} is not null`,
      ),
    );
  return rows.map((r) => r.s!);
}

/**
 * An attempt's result: the student's own (`userId`) or any (admin, `userId` null, always
 * released). An attempt past its deadline that the sweep has not stored yet is scored on the fly.
 */
export async function attemptResult(
  db: Db,
  userId: number | null,
  attemptId: number,
): Promise<AttemptResult> {
  const a = await ownAttempt(db, userId, attemptId);
  const now = Date.now();
  const submission = effectiveSubmission(a, now);
  if (!submission) throw appError('RESULT_NOT_READY');
  const [paper, answers, [who]] = await Promise.all([
    cachedPaper(db, a.testId),
    answersOf(db, a.id),
    db
      .select({ name: users.displayName, first: students.firstName, last: students.lastName })
      .from(users)
      .leftJoin(students, eq(students.userId, users.id))
      .where(eq(users.id, a.userId)),
  ]);
  const show = userId === null || released(paper, now);
  const base = {
    attemptId: a.id,
    testId: a.testId,
    title: paper.test.title,
    studentName: who?.first ? `${who.first} ${who.last ?? ''}`.trim() : (who?.name ?? ''),
    attemptNumber: a.attemptNumber,
    startedAt: iso(a.startedAt),
    submittedAt: iso(submission.at),
    submittedBy: submission.by,
    timeTakenSeconds: Math.max(
      0,
      Math.round((submission.at.getTime() - a.startedAt.getTime()) / 1000),
    ),
    durationMinutes: paper.test.durationMinutes,
    correctMarks: paper.scheme.correct,
    wrongMarks: paper.scheme.wrong,
    released: show,
    resultsAt: iso(resultsAt(paper)),
    tabSwitches: a.tabSwitches,
  };
  if (!show) {
    return { ...base, total: null, sections: null, rank: null, takers: null, percentile: null, review: null };
  }
  const score = scorePaper(paper, answers);
  const mine = toHundredths(score.score);
  const scores = await testScores(db, a.testId);
  if (a.scoreHundredths === null || !a.submittedAt) scores.push(mine);
  const better = scores.filter((s) => s > mine).length;
  const atOrBelow = scores.filter((s) => s <= mine).length;
  const { sections: sectionScores, questions: outcomes, ...total } = score;
  const titles = new Map(paper.sections.map((s) => [String(s.id), s.title]));
  const outcomeOf = new Map(outcomes.map((o) => [Number(o.questionId), o]));
  const saved = new Map(answers.map((r) => [r.questionId, r]));
  const review = a.questionOrder
    .filter((id) => paper.byId.has(id))
    .map((id, i) => {
      const q = paper.byId.get(id)!;
      const o = outcomeOf.get(id)!;
      return {
        questionId: id,
        number: i + 1,
        sectionId: q.sectionId,
        type: q.type,
        text: q.text,
        imageUrl: imageUrl(q.imagePath),
        options: shownOptions(paper, a, id),
        state: o.state,
        answer: o.answer,
        correctOption: q.correctOption,
        range: q.range,
        result: o.result,
        marks: o.marks,
        timeSpentSeconds: saved.get(id)?.timeSpentSeconds ?? 0,
        explanation: q.explanation,
      };
    });
  return {
    ...base,
    total,
    sections: sectionScores.map((s) => ({
      ...s,
      sectionId: Number(s.sectionId),
      title: titles.get(s.sectionId) ?? '',
    })),
    rank: better + 1,
    takers: scores.length,
    percentile: formatPercentile(ntaPercentile(atOrBelow, scores.length)),
    review,
  };
}
