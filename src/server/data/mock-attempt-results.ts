import { and, eq, sql } from 'drizzle-orm';
import { toHundredths } from '#shared/decimal.ts';
import type { AttemptResult } from '#shared/mock-results.ts';
import { formatPercentile, ntaPercentile } from '#shared/ranking.ts';
import type { Conn, Db } from '../db/client';
import { students, users } from '../db/schema';
import { mockAttempts } from '../db/schema-mock-tests';
import { appError } from '../lib/app-error';
import {
  answersOf,
  effectiveSubmission,
  iso,
  ownAttempt,
  released,
  resultsAt,
  reviewAt,
  reviewReleased,
  attemptQuestions,
} from './mock-attempt-facts';
import { cachedPaper, scorePaper } from './mock-paper';

/** An attempt's result: score, sections, rank, NTA percentile and the question review. */

/** Scores of every submitted attempt of a test (hundredths), for rank and percentile. */
async function testScores(conn: Conn, testId: number): Promise<number[]> {
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
    reviewAt: iso(reviewAt(paper)),
    tabSwitches: a.tabSwitches,
  };
  if (!show) {
    return {
      ...base,
      total: null,
      sections: null,
      rank: null,
      takers: null,
      percentile: null,
      review: null,
    };
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
  // The admin always; a student once the window has closed (decision 045).
  const showReview = userId === null || reviewReleased(paper, now);
  const review = !showReview
    ? null
    : attemptQuestions(paper, a).map(({ q, view }) => {
        const o = outcomeOf.get(view.questionId)!;
        return {
          ...view,
          state: o.state,
          answer: o.answer,
          correctOption: q.correctOption,
          range: q.range,
          result: o.result,
          marks: o.marks,
          timeSpentSeconds: saved.get(view.questionId)?.timeSpentSeconds ?? 0,
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
