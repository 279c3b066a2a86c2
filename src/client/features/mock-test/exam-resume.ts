import type { AttemptState } from '#shared/mock-attempts.ts';
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
 * Where to open the test. The server keeps the question on screen at the latest move it stored
 * (`currentQuestionId`, numbered `lastSeq`); this device keeps its own latest move too, which may
 * not have reached the server yet (moves are throttled, or the network is down). The newer wins:
 * this device's when its number is not below the server's, else the server's (another device
 * moved since).
 */
const currentKey = (attemptId: number) => `mock-attempt:${attemptId}:current`;

export type LocalPosition = { questionId: number; seq: number };

export function rememberCurrent(attemptId: number, position: LocalPosition): void {
  try {
    window.localStorage.setItem(currentKey(attemptId), JSON.stringify(position));
  } catch {
    // Storage blocked: a reload opens the question the server last stored.
  }
}

export function recallCurrent(attemptId: number): LocalPosition | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(currentKey(attemptId)) ?? 'null');
    const { questionId, seq } = (value ?? {}) as Partial<LocalPosition>;
    return Number.isSafeInteger(questionId) && Number.isSafeInteger(seq)
      ? { questionId: questionId!, seq: seq! }
      : null;
  } catch {
    return null;
  }
}

/** The question to open: this device's latest move, or the server's when that is newer. */
export function resumeQuestionId(
  attempt: Pick<AttemptState, 'currentQuestionId' | 'lastSeq'>,
  local: LocalPosition | null,
): number | null {
  if (local && (local.seq >= attempt.lastSeq || attempt.currentQuestionId === null)) {
    return local.questionId;
  }
  return attempt.currentQuestionId;
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
