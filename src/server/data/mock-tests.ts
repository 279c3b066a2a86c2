import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromHundredths, toHundredths } from '../../shared/decimal';
import { scoreAttempt } from '../../shared/mock-scoring';
import type { ScoringQuestion } from '../../shared/mock-test-schemas';
import type { QuestionStatsReply, ResultRow, TestResultsReply } from '../../shared/mock-results';
import type { QuestionCorrectionReply, TestDetail, TestFields, TestStatus, TestSummary } from '../../shared/mock-test-builder';
import { formatPercentile, ntaPercentiles, rankByScore } from '../../shared/ranking';
import type { Conn, Db } from '../db/client';
import { courses, students, users } from '../db/schema';
import {
  mockAnswers,
  mockAttempts,
  mockQuestionChanges,
  mockTestQuestions,
  mockTests,
  mockTestSections,
} from '../db/schema-mock-tests';
import { appError, fieldError, validationFailed } from '../lib/app-error';
import { storeScores } from './mock-submissions';
import { forgetMockCaches } from './mock-cache';
import { loadPaper, type Paper } from './mock-paper';
import { existingQuestionIds } from './mock-questions';

const iso = (d: Date) => d.toISOString();

function statusOf(t: { published: boolean; windowStart: Date; windowEnd: Date }, now = Date.now()) {
  if (!t.published) return 'draft' as TestStatus;
  if (now < t.windowStart.getTime()) return 'upcoming' as TestStatus;
  if (now < t.windowEnd.getTime()) return 'open' as TestStatus;
  return 'closed' as TestStatus;
}

async function attemptCounts(conn: Conn, testIds: number[]) {
  if (testIds.length === 0) return new Map<number, { submitted: number; active: number }>();
  const rows = await conn
    .select({
      testId: mockAttempts.testId,
      submitted: sql<number>`count(*) filter (where ${mockAttempts.submittedAt} is not null or ${mockAttempts.deadline} <= now())::int`,
      active: sql<number>`count(*) filter (where ${mockAttempts.submittedAt} is null and ${mockAttempts.deadline} > now())::int`,
    })
    .from(mockAttempts)
    .where(inArray(mockAttempts.testId, testIds))
    .groupBy(mockAttempts.testId);
  return new Map(rows.map((r) => [r.testId, { submitted: r.submitted, active: r.active }]));
}

async function courseName(conn: Conn, courseId: number | null) {
  if (courseId === null) return null;
  const [c] = await conn.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  return c?.name ?? null;
}

function summaryOf(
  paper: Paper,
  course: string | null,
  counts: { submitted: number; active: number } | undefined,
): TestSummary {
  const t = paper.test;
  return {
    id: t.id,
    title: t.title,
    courseId: t.courseId,
    courseName: course,
    durationMinutes: t.durationMinutes,
    windowStart: iso(t.windowStart),
    windowEnd: iso(t.windowEnd),
    published: t.published,
    status: statusOf(t),
    questionCount: paper.questions.length,
    maxScore: paper.maxScore,
    submittedCount: counts?.submitted ?? 0,
    activeCount: counts?.active ?? 0,
  };
}

/** `GET /api/admin/mock-tests`, newest window first. */
export async function listTests(db: Db): Promise<TestSummary[]> {
  const rows = await db
    .select({ id: mockTests.id, course: courses.name })
    .from(mockTests)
    .leftJoin(courses, eq(courses.id, mockTests.courseId))
    .orderBy(desc(mockTests.windowStart), desc(mockTests.id));
  const ids = rows.map((r) => r.id);
  const [papers, counts] = await Promise.all([
    Promise.all(ids.map((id) => loadPaper(db, id))),
    attemptCounts(db, ids),
  ]);
  return rows.map((r, i) => summaryOf(papers[i]!, r.course, counts.get(r.id)));
}

export async function getTest(conn: Conn, id: number): Promise<TestDetail> {
  const paper = await loadPaper(conn, id);
  const [counts, course, [any]] = await Promise.all([
    attemptCounts(conn, [id]),
    courseName(conn, paper.test.courseId),
    conn.select({ n: count() }).from(mockAttempts).where(eq(mockAttempts.testId, id)),
  ]);
  const t = paper.test;
  return {
    ...summaryOf(paper, course, counts.get(id)),
    instructions: t.instructions,
    correctMarks: fromHundredths(t.correctHundredths),
    wrongMarks: fromHundredths(t.wrongHundredths),
    attemptsAllowed: t.attemptsAllowed,
    shuffleQuestions: t.shuffleQuestions,
    shuffleOptions: t.shuffleOptions,
    resultsRelease: t.resultsRelease,
    hasAttempts: (any?.n ?? 0) > 0,
    sections: paper.sections.map((s) => ({
      id: s.id,
      title: s.title,
      correctMarks: s.correctHundredths === null ? null : fromHundredths(s.correctHundredths),
      wrongMarks: s.wrongHundredths === null ? null : fromHundredths(s.wrongHundredths),
      questions: paper.questions
        .filter((q) => q.sectionId === s.id)
        .map((q) => ({
          questionId: q.questionId,
          number: q.number,
          type: q.type,
          text: q.text,
          subject: q.subject,
          topic: q.topic,
          difficulty: q.difficulty,
          correctOption: q.correctOption,
          range: q.range,
          dropped: q.dropped,
          keyChanged: q.keyChanged,
        })),
    })),
  };
}

function testColumns(f: TestFields) {
  return {
    title: f.title,
    courseId: f.courseId,
    instructions: f.instructions,
    durationMinutes: f.durationMinutes,
    correctHundredths: toHundredths(f.correctMarks),
    wrongHundredths: toHundredths(f.wrongMarks),
    windowStart: new Date(f.windowStart),
    windowEnd: new Date(f.windowEnd),
    attemptsAllowed: f.attemptsAllowed,
    shuffleQuestions: f.shuffleQuestions,
    shuffleOptions: f.shuffleOptions,
    resultsRelease: f.resultsRelease,
  };
}

async function checkReferences(conn: Conn, f: TestFields) {
  if (f.courseId !== null) {
    const [c] = await conn.select({ id: courses.id }).from(courses).where(eq(courses.id, f.courseId));
    if (!c) throw fieldError('UNKNOWN_COURSE', 'courseId', 'Choose a course from the list.');
  }
  const ids = f.sections.flatMap((s) => s.questionIds);
  const found = await existingQuestionIds(conn, ids);
  const errors: Record<string, string[]> = {};
  f.sections.forEach((s, i) =>
    s.questionIds.forEach((q, j) => {
      if (!found.has(q)) errors[`sections.${i}.questionIds.${j}`] = [`Question ${q} does not exist.`];
    }),
  );
  if (Object.keys(errors).length) throw validationFailed(errors);
}

async function writeSections(conn: Conn, testId: number, f: TestFields) {
  await conn.delete(mockTestSections).where(eq(mockTestSections.testId, testId));
  let position = 0;
  for (const [i, s] of f.sections.entries()) {
    const [section] = await conn
      .insert(mockTestSections)
      .values({
        testId,
        position: i + 1,
        title: s.title,
        correctHundredths: s.correctMarks === null ? null : toHundredths(s.correctMarks),
        wrongHundredths: s.wrongMarks === null ? null : toHundredths(s.wrongMarks),
      })
      .returning({ id: mockTestSections.id });
    if (s.questionIds.length) {
      await conn.insert(mockTestQuestions).values(
        s.questionIds.map((questionId) => ({
          testId,
          sectionId: section!.id,
          questionId,
          position: ++position,
        })),
      );
    }
  }
}

export async function createTest(db: Db, f: TestFields): Promise<TestDetail> {
  const detail = await db.transaction(async (tx) => {
    await checkReferences(tx, f);
    const [row] = await tx.insert(mockTests).values(testColumns(f)).returning({ id: mockTests.id });
    await writeSections(tx, row!.id, f);
    return getTest(tx, row!.id);
  });
  forgetMockCaches(db);
  return detail;
}

/** The structure of a test as compared before/after an edit once attempts exist. */
function structure(p: {
  durationMinutes: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  sections: { title: string; correctMarks: number | null; wrongMarks: number | null; questionIds: number[] }[];
}) {
  return JSON.stringify([
    p.durationMinutes,
    p.shuffleQuestions,
    p.shuffleOptions,
    p.sections.map((s) => [s.correctMarks, s.wrongMarks, s.questionIds]),
  ]);
}

/**
 * `PUT /api/admin/mock-tests/:id`. Before any attempt everything may change; after, the title,
 * instructions, course, window, attempts allowed, results release, section titles and the
 * test's marks (scores are recomputed); sections' questions and marks, duration and shuffling are
 * locked (TEST_HAS_ATTEMPTS).
 */
export async function updateTest(db: Db, id: number, f: TestFields): Promise<TestDetail> {
  const detail = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from mock_tests where id = ${id} for update`);
    const current = await getTest(tx, id);
    await checkReferences(tx, f);
    if (current.hasAttempts) {
      const before = structure({
        ...current,
        sections: current.sections.map((s) => ({
          ...s,
          questionIds: s.questions.map((q) => q.questionId),
        })),
      });
      if (before !== structure(f)) throw appError('TEST_HAS_ATTEMPTS');
      await tx.update(mockTests).set({ ...testColumns(f), updatedAt: new Date() }).where(eq(mockTests.id, id));
      for (const [i, s] of f.sections.entries()) {
        await tx
          .update(mockTestSections)
          .set({ title: s.title })
          .where(sql`${mockTestSections.testId} = ${id} and ${mockTestSections.position} = ${i + 1}`);
      }
      if (
        current.correctMarks !== f.correctMarks ||
        current.wrongMarks !== f.wrongMarks
      ) {
        await recompute(db, tx, id);
      }
    } else {
      await tx.update(mockTests).set({ ...testColumns(f), updatedAt: new Date() }).where(eq(mockTests.id, id));
      await writeSections(tx, id, f);
    }
    return getTest(tx, id);
  });
  forgetMockCaches(db);
  return detail;
}

export async function deleteTest(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [t] = await tx.select({ id: mockTests.id }).from(mockTests).where(eq(mockTests.id, id));
    if (!t) throw appError('NOT_FOUND', 'Test not found.');
    const [n] = await tx.select({ n: count() }).from(mockAttempts).where(eq(mockAttempts.testId, id));
    if ((n?.n ?? 0) > 0) throw appError('TEST_HAS_ATTEMPTS');
    await tx.delete(mockTests).where(eq(mockTests.id, id));
  });
  forgetMockCaches(db);
}

export async function setPublished(db: Db, id: number, published: boolean): Promise<TestDetail> {
  const detail = await db.transaction(async (tx) => {
    const current = await getTest(tx, id);
    if (published && current.questionCount === 0) {
      throw fieldError('VALIDATION_FAILED', 'sections', 'Add at least one question before publishing.');
    }
    await tx.update(mockTests).set({ published, updatedAt: new Date() }).where(eq(mockTests.id, id));
    return getTest(tx, id);
  });
  forgetMockCaches(db);
  return detail;
}

/** Recomputes and stores the score of every submitted attempt of a test (after a correction). */
async function recompute(db: Db, tx: Conn, testId: number): Promise<number> {
  forgetMockCaches(db);
  const rows = await tx
    .select({ id: mockAttempts.id, testId: mockAttempts.testId })
    .from(mockAttempts)
    .where(sql`${mockAttempts.testId} = ${testId} and ${mockAttempts.submittedAt} is not null`);
  // Scored against the paper as this transaction sees it (the correction is not committed yet).
  const paper = await loadPaper(tx, testId);
  await storeScores(db, tx, rows, paper);
  return rows.length;
}

/**
 * `POST /api/admin/mock-tests/:id/questions/:questionId/correction`: drop/restore a question
 * and/or change its key for this test, logged, with every submitted attempt rescored at once.
 */
export async function correctQuestion(
  db: Db,
  testId: number,
  questionId: number,
  change: { dropped?: boolean; correctOption?: 'A' | 'B' | 'C' | 'D'; range?: { min: string; max: string }; note: string },
  adminUserId: number,
): Promise<QuestionCorrectionReply> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from mock_tests where id = ${testId} for update`);
    const paper = await loadPaper(tx, testId);
    const q = paper.byId.get(questionId);
    if (!q) throw appError('NOT_FOUND', 'This question is not in the test.');
    const set: Partial<typeof mockTestQuestions.$inferInsert> = {};
    const log: (typeof mockQuestionChanges.$inferInsert)[] = [];
    const base = { testId, questionId, note: change.note, changedBy: adminUserId };
    if (change.dropped !== undefined && change.dropped !== q.dropped) {
      set.dropped = change.dropped;
      log.push({ ...base, kind: change.dropped ? 'dropped' : 'restored' });
    }
    if (change.correctOption !== undefined) {
      if (q.type !== 'mcq') throw fieldError('VALIDATION_FAILED', 'range', 'This is a numerical question: give its accepted range.');
      if (change.correctOption !== q.correctOption) {
        set.keyOption = change.correctOption;
        log.push({ ...base, kind: 'key_changed', oldKey: q.correctOption, newKey: change.correctOption });
      }
    }
    if (change.range !== undefined) {
      if (q.type !== 'numerical') throw fieldError('VALIDATION_FAILED', 'correctOption', 'This is a multiple-choice question: choose its correct option.');
      const old = `${q.range!.min}..${q.range!.max}`;
      const next = `${change.range.min}..${change.range.max}`;
      if (old !== next) {
        set.keyMin = change.range.min;
        set.keyMax = change.range.max;
        log.push({ ...base, kind: 'key_changed', oldKey: old, newKey: next });
      }
    }
    let recomputed = 0;
    if (log.length) {
      await tx
        .update(mockTestQuestions)
        .set(set)
        .where(sql`${mockTestQuestions.testId} = ${testId} and ${mockTestQuestions.questionId} = ${questionId}`);
      recomputed = await recompute(db, tx, testId);
      await tx.insert(mockQuestionChanges).values(log.map((l) => ({ ...l, recomputed })));
    }
    return { test: await getTest(tx, testId), recomputed };
  });
  forgetMockCaches(db);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Results and statistics

type Submitted = {
  id: number;
  userId: number;
  attemptNumber: number;
  startedAt: Date;
  deadline: Date;
  submittedAt: Date | null;
  submittedBy: 'student' | 'server' | null;
  tabSwitches: number;
  score: number | null;
  correct: number | null;
  wrong: number | null;
  unattempted: number | null;
  studentId: string | null;
  username: string;
  first: string | null;
  last: string | null;
  displayName: string;
};

async function attemptsOf(conn: Conn, testId: number): Promise<Submitted[]> {
  return conn
    .select({
      id: mockAttempts.id,
      userId: mockAttempts.userId,
      attemptNumber: mockAttempts.attemptNumber,
      startedAt: mockAttempts.startedAt,
      deadline: mockAttempts.deadline,
      submittedAt: mockAttempts.submittedAt,
      submittedBy: mockAttempts.submittedBy,
      tabSwitches: mockAttempts.tabSwitches,
      score: mockAttempts.scoreHundredths,
      correct: mockAttempts.correctCount,
      wrong: mockAttempts.wrongCount,
      unattempted: mockAttempts.unattemptedCount,
      studentId: students.studentId,
      username: users.username,
      first: students.firstName,
      last: students.lastName,
      displayName: users.displayName,
    })
    .from(mockAttempts)
    .innerJoin(users, eq(users.id, mockAttempts.userId))
    .leftJoin(students, eq(students.userId, users.id))
    .where(eq(mockAttempts.testId, testId))
    .orderBy(asc(mockAttempts.id));
}

const nameOf = (a: Submitted) =>
  a.first ? `${a.first} ${a.last ?? ''}`.trim() : a.displayName || a.username;

/** `GET /api/admin/mock-tests/:id/results`: submitted attempts best first, ties share a rank. */
export async function testResults(db: Db, testId: number): Promise<TestResultsReply> {
  const [paper, attempts, counts, list] = await Promise.all([
    loadPaper(db, testId),
    attemptsOf(db, testId),
    attemptCounts(db, [testId]),
    db
      .select({ course: courses.name })
      .from(mockTests)
      .leftJoin(courses, eq(courses.id, mockTests.courseId))
      .where(eq(mockTests.id, testId)),
  ]);
  const done = attempts.filter((a) => a.submittedAt && a.score !== null);
  const ranked = rankByScore(done, (a) => a.score!);
  const percentiles = ntaPercentiles(done.map((a) => a.score!));
  const rows: ResultRow[] = ranked.map(({ item: a, rank, index }) => {
    const attempted = (a.correct ?? 0) + (a.wrong ?? 0);
    return {
      attemptId: a.id,
      studentId: a.studentId ?? a.username,
      studentName: nameOf(a),
      attemptNumber: a.attemptNumber,
      startedAt: iso(a.startedAt),
      submittedAt: iso(a.submittedAt!),
      submittedBy: a.submittedBy ?? 'student',
      timeTakenSeconds: Math.round((a.submittedAt!.getTime() - a.startedAt.getTime()) / 1000),
      score: fromHundredths(a.score!),
      correct: a.correct ?? 0,
      wrong: a.wrong ?? 0,
      unattempted: a.unattempted ?? 0,
      accuracy: attempted === 0 ? 0 : (a.correct ?? 0) / attempted,
      rank,
      percentile: formatPercentile(percentiles[index]!),
      tabSwitches: a.tabSwitches,
    };
  });
  return {
    test: summaryOf(paper, list[0]?.course ?? null, counts.get(testId)),
    rows,
    inProgress: attempts
      .filter((a) => !a.submittedAt)
      .map((a) => ({
        attemptId: a.id,
        studentId: a.studentId ?? a.username,
        studentName: nameOf(a),
        startedAt: iso(a.startedAt),
        deadline: iso(a.deadline),
        tabSwitches: a.tabSwitches,
      })),
  };
}

const hms = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

export async function testResultsCsv(db: Db, testId: number) {
  const { test, rows } = await testResults(db, testId);
  return {
    title: test.title,
    header: [
      'Rank',
      'Student ID',
      'Name',
      'Attempt',
      'Score',
      'Correct',
      'Wrong',
      'Unattempted',
      'Accuracy %',
      'Percentile',
      'Time taken',
      'Submitted at',
      'Submitted by',
      'Tab switches',
    ],
    rows: rows.map((r) => [
      r.rank,
      r.studentId,
      r.studentName,
      r.attemptNumber,
      r.score,
      r.correct,
      r.wrong,
      r.unattempted,
      (r.accuracy * 100).toFixed(2),
      r.percentile,
      hms(r.timeTakenSeconds),
      r.submittedAt,
      r.submittedBy,
      r.tabSwitches,
    ]),
  };
}

/** `GET /api/admin/mock-tests/:id/question-stats`, over submitted attempts. */
export async function questionStats(db: Db, testId: number): Promise<QuestionStatsReply> {
  const paper = await loadPaper(db, testId);
  const { rows } = await db.execute<{
    question_id: number;
    answer: string | null;
    state: string;
    n: number;
    time: number;
    visited: number;
  }>(sql`
    select a.question_id, case when a.state in ('answered', 'answered_marked_for_review') then a.answer end as answer,
      a.state, count(*)::int as n, sum(a.time_spent_seconds)::int as time,
      count(*) filter (where a.state <> 'not_visited')::int as visited
    from ${mockAnswers} a join ${mockAttempts} t on t.id = a.attempt_id
    where t.test_id = ${testId} and t.submitted_at is not null
    group by 1, 2, 3`);
  const [attempts] = await db
    .select({ n: count() })
    .from(mockAttempts)
    .where(sql`${mockAttempts.testId} = ${testId} and ${mockAttempts.submittedAt} is not null`);
  const total = attempts?.n ?? 0;
  const questions = paper.questions.map((q) => {
    const mine = rows.filter((r) => Number(r.question_id) === q.questionId);
    const optionCounts = { A: 0, B: 0, C: 0, D: 0 };
    let correct = 0;
    let wrong = 0;
    let time = 0;
    let visited = 0;
    for (const r of mine) {
      time += Number(r.time);
      visited += Number(r.visited);
      if (r.answer === null) continue;
      const n = Number(r.n);
      if (q.type === 'mcq' && r.answer in optionCounts) {
        optionCounts[r.answer as 'A'] += n;
        if (r.answer === q.correctOption) correct += n;
        else wrong += n;
      } else if (q.type === 'numerical') {
        const ok = paper.scoring.find((s) => s.id === String(q.questionId))!;
        const scored = scoreOne(ok, r.answer);
        if (scored) correct += n;
        else wrong += n;
      }
    }
    return {
      questionId: q.questionId,
      number: q.number,
      sectionId: q.sectionId,
      type: q.type,
      text: q.text,
      correctOption: q.correctOption,
      dropped: q.dropped,
      optionCounts,
      correct,
      wrong,
      left: total - correct - wrong,
      averageTimeSeconds: visited === 0 ? 0 : Math.round((time / visited) * 10) / 10,
    };
  });
  return { attempts: total, questions };
}

/** Whether `answer` is right for a question, by the same rule as scoring. */
function scoreOne(q: ScoringQuestion, answer: string): boolean {
  const r = scoreAttempt([{ ...q, dropped: false }], { correct: 1, wrong: 0, sections: {} }, [
    { questionId: q.id, state: 'answered', answer },
  ]);
  return r.correct === 1;
}
