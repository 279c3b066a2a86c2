import { and, eq, isNull, sql } from 'drizzle-orm';
import { answerProblem } from '#shared/mock-test-schemas.ts';
import type { AttemptQuestion, AttemptState, SaveAnswerReply } from '#shared/mock-attempts.ts';
import type { Db } from '../db/client';
import { mockAttempts } from '../db/schema-mock-tests';
import { appError, validationFailed } from '../lib/app-error';
import {
  answersOf,
  effectiveSubmission,
  iso,
  ownAttempt,
  positionOf,
  secondsLeft,
  sectionInfos,
  attemptQuestions,
  type AttemptRow,
  type Position,
} from './mock-attempt-facts';
import { mockCaches, rememberAttempt, type AttemptFacts } from './mock-cache';
import { cachedPaper, type AnswerRow } from './mock-paper';
import type { Paper } from './mock-paper-types';
import { saveAnswerRow, savePositionRow } from './mock-save-batch';
import { closeAttempts } from './mock-submissions';

/** Taking a test: an attempt's state, saving answers and moves, tab switches (starts: mock-attempt-start.ts). */

export function remember(db: Db, a: AttemptRow): AttemptFacts {
  const facts = {
    userId: a.userId,
    testId: a.testId,
    deadline: a.deadline.getTime(),
    startedAt: a.startedAt.getTime(),
  };
  rememberAttempt(db, a.id, facts);
  return facts;
}

export function stateOf(
  paper: Paper,
  a: AttemptRow,
  answers: (AnswerRow & { seq: number })[],
  position: Position | null,
  now: number,
): AttemptState {
  const byQuestion = new Map(answers.map((r) => [r.questionId, r]));
  const submission = effectiveSubmission(a, now);
  const questions = attemptQuestions(paper, a).map(({ view }): AttemptQuestion => {
    const saved = byQuestion.get(view.questionId);
    return {
      ...view,
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
    lastSeq: answers.reduce((m, r) => Math.max(m, r.seq), position?.seq ?? 0),
    tabSwitches: a.tabSwitches,
    currentQuestionId: questions.some((q) => q.questionId === position?.questionId)
      ? position!.questionId
      : null,
  };
}

/** `GET /api/student/mock-attempts/:id`: everything to resume, without keys. Never writes. */
export async function attemptState(
  db: Db,
  userId: number,
  attemptId: number,
): Promise<AttemptState> {
  const a = await ownAttempt(db, userId, attemptId);
  const [paper, answers, position] = await Promise.all([
    cachedPaper(db, a.testId),
    answersOf(db, a.id),
    positionOf(db, a.id),
  ]);
  return stateOf(paper, a, answers, position, Date.now());
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
  currentQuestionId?: number | undefined;
};

/** The attempt's facts and paper for a write about `questionIds`, refused once time is up. */
async function writable(db: Db, userId: number, attemptId: number, questionIds: number[]) {
  const facts = await attemptFacts(db, userId, attemptId);
  const paper = await cachedPaper(db, facts.testId);
  if (questionIds.some((id) => !paper.byId.has(id))) {
    throw appError('NOT_FOUND', 'This question is not in the test.');
  }
  if (facts.deadline <= Date.now()) {
    throw (await refusal(db, userId, attemptId)) ?? appError('TIME_UP');
  }
  return { facts, paper };
}

/**
 * `PUT /api/student/mock-attempts/:id/answers/:questionId`, the hot path: one statement, which
 * checks the attempt is the student's and open (locking it for share, so a submission waits for
 * saves in flight and no acknowledged answer misses the score) and upserts the answer unless a
 * save with a higher seq is already stored, and the question on screen when the save ends a move.
 */
export async function saveAnswer(
  db: Db,
  userId: number,
  attemptId: number,
  questionId: number,
  body: SaveAnswerBody,
): Promise<SaveAnswerReply> {
  const { currentQuestionId = null, ...save } = body;
  const shown = currentQuestionId === null ? [] : [currentQuestionId];
  const { facts, paper } = await writable(db, userId, attemptId, [questionId, ...shown]);
  if (save.answer !== null) {
    const problem = answerProblem(paper.byId.get(questionId)!, save.answer);
    if (problem) throw validationFailed({ answer: [problem] });
  }
  const row = { attemptId, userId, questionId, currentQuestionId, ...save };
  const outcome = await saveAnswerRow(db, row);
  if (!outcome.open) throw (await refusal(db, userId, attemptId)) ?? appError('TIME_UP');
  return {
    applied: outcome.applied,
    seq: save.seq,
    remainingSeconds: secondsLeft(facts.deadline),
  };
}

/** `PUT /api/student/mock-attempts/:id/position`: a move that saved nothing (Next, a palette click). */
export async function moveTo(
  db: Db,
  userId: number,
  attemptId: number,
  move: { questionId: number; seq: number },
): Promise<SaveAnswerReply> {
  const { facts } = await writable(db, userId, attemptId, [move.questionId]);
  const outcome = await savePositionRow(db, { attemptId, userId, ...move });
  if (!outcome.open) throw (await refusal(db, userId, attemptId)) ?? appError('TIME_UP');
  return {
    applied: outcome.applied,
    seq: move.seq,
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
