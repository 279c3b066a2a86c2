import type { AttemptState } from '../../../shared/mock-attempts';
import type { ExamQuestionRef, PaletteEntry } from './exam-state';

/** The palette and question order of an attempt as the server holds them. */
export function examFromAttempt(attempt: Pick<AttemptState, 'questions'>): {
  questions: ExamQuestionRef[];
  entries: Record<number, PaletteEntry>;
} {
  const entries: Record<number, PaletteEntry> = {};
  for (const q of attempt.questions) entries[q.questionId] = { state: q.state, answer: q.answer };
  return {
    questions: attempt.questions.map((q) => ({ id: q.questionId, sectionId: q.sectionId })),
    entries,
  };
}

/**
 * The server keeps every question's state but not which question was on screen, so the device
 * keeps that (a reload on the same device reopens the same question; another device opens the
 * first question, with every answer and state intact).
 */
const currentKey = (attemptId: number) => `mock-attempt:${attemptId}:current`;

export function rememberCurrent(attemptId: number, questionId: number): void {
  try {
    window.localStorage.setItem(currentKey(attemptId), String(questionId));
  } catch {
    // Storage blocked: a reload opens the first question instead.
  }
}

export function recallCurrent(attemptId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(currentKey(attemptId)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function forgetAttempt(attemptId: number): void {
  try {
    window.localStorage.removeItem(currentKey(attemptId));
    window.localStorage.removeItem(queueKey(attemptId));
  } catch {
    // Nothing to clean.
  }
}

export const queueKey = (attemptId: number) => `mock-attempt:${attemptId}:queue`;
