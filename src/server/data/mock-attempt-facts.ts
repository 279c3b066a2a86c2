import { and, eq } from 'drizzle-orm';
import type { OptionKey } from '#shared/mock-tests.ts';
import type { Conn } from '../db/client';
import { mockAnswers, mockAttemptPositions, mockAttempts } from '../db/schema-mock-tests';
import { appError } from '../lib/app-error';
import { imageUrl } from './mock-questions';
import type { Paper } from './mock-paper-types';

/** What taking, submitting and reviewing an attempt share: its row, its times, its reads. */
export type AttemptRow = typeof mockAttempts.$inferSelect;

export const iso = (d: Date) => d.toISOString();
export const secondsLeft = (deadline: number, now = Date.now()) =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** An attempt counts as submitted once stored so, or once its deadline passed (sweep pending). */
export function effectiveSubmission(a: AttemptRow, now = Date.now()) {
  if (a.submittedAt) return { at: a.submittedAt, by: a.submittedBy ?? 'student' };
  if (a.deadline.getTime() <= now) return { at: a.deadline, by: 'server' as const };
  return null;
}

export function resultsAt(paper: Paper): Date {
  return paper.test.resultsRelease === 'immediately' ? new Date(0) : paper.test.windowEnd;
}
export const released = (paper: Paper, now = Date.now()) => resultsAt(paper).getTime() <= now;

/**
 * When a student's review (keys, explanations, per-question outcome) is shown: once the window
 * has closed, whatever the release. No attempt starts after the window and every deadline is
 * capped at its end, so by then no student has an attempt left to sit with the keys (decision
 * 045). The score may come earlier (`resultsAt`).
 */
export const reviewAt = (paper: Paper): Date => paper.test.windowEnd;
export const reviewReleased = (paper: Paper, now = Date.now()) => reviewAt(paper).getTime() <= now;

export function sectionInfos(paper: Paper) {
  return paper.sections.map((s) => ({
    id: s.id,
    title: s.title,
    questionCount: paper.questions.filter((q) => q.sectionId === s.id).length,
    correctMarks: paper.sectionMarks.get(s.id)!.correct,
    wrongMarks: paper.sectionMarks.get(s.id)!.wrong,
  }));
}

function shownOptions(paper: Paper, attempt: AttemptRow, questionId: number) {
  const q = paper.byId.get(questionId)!;
  if (q.type !== 'mcq' || !q.options) return null;
  const order = (attempt.optionOrders[String(questionId)] ?? 'ABCD').split('') as OptionKey[];
  return order.map((key) => ({ key, text: q.options![key] }));
}

/**
 * The attempt's questions in its own order, each as both of its views begin (the exam screen
 * and the result's review): number, section, text, picture and the options as this student
 * sees them.
 */
export function attemptQuestions(paper: Paper, attempt: AttemptRow) {
  return attempt.questionOrder
    .filter((id) => paper.byId.has(id))
    .map((id, i) => {
      const q = paper.byId.get(id)!;
      const view = {
        questionId: id,
        number: i + 1,
        sectionId: q.sectionId,
        type: q.type,
        text: q.text,
        imageUrl: imageUrl(q.imagePath),
        options: shownOptions(paper, attempt, id),
      };
      return { q, view };
    });
}

export async function ownAttempt(conn: Conn, userId: number | null, attemptId: number) {
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

export async function answersOf(conn: Conn, attemptId: number) {
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

export type Position = { questionId: number; seq: number };

/** The question on screen at the latest move stored, or null before any. */
export async function positionOf(conn: Conn, attemptId: number): Promise<Position | null> {
  const [row] = await conn
    .select({ questionId: mockAttemptPositions.questionId, seq: mockAttemptPositions.seq })
    .from(mockAttemptPositions)
    .where(eq(mockAttemptPositions.attemptId, attemptId));
  return row ?? null;
}
