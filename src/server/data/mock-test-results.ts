import { asc, count, eq, sql } from 'drizzle-orm';
import { fromHundredths } from '#shared/decimal.ts';
import { scoreAttempt } from '#shared/mock-scoring.ts';
import type { ScoringQuestion } from '#shared/mock-test-schemas.ts';
import type { QuestionStatsReply, ResultRow, TestResultsReply } from '#shared/mock-results.ts';
import { formatPercentile, ntaPercentiles, rankByScore } from '#shared/ranking.ts';
import type { Conn, Db } from '../db/client';
import { courses, students, users } from '../db/schema';
import { mockAnswers, mockAttempts, mockTests } from '../db/schema-mock-tests';
import { loadPaper } from './mock-paper';
import { attemptCounts, iso, summaryOf } from './mock-tests';

/** A test's results table (with its CSV) and per-question statistics, for the admin. */
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
