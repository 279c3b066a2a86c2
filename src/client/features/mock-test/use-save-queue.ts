import { useEffect, useRef, type RefObject } from 'react';
import type { PaletteState } from '#shared/mock-tests.ts';
import { ApiError } from '#client/lib/api.ts';
import { saveAnswer, savePosition } from './api/attempts';
import { AnswerQueue, localQueueStorage, type QueueStatus } from './answer-queue';
import type { Deadline } from './countdown';
import { queueKey } from './exam-resume';
import type { ExamMove, ExamSave } from './exam-state';
import { MoveThrottle } from './move-throttle';
import { deadlineFromSeconds } from './use-countdown';

export type QueuedSave = {
  questionId: number;
  seq: number;
  state: PaletteState;
  answer: string | null;
  timeSpentSeconds: number;
  /** The question on screen after the action this save ends. */
  currentQuestionId?: number;
};

/** A move that saved nothing, queued in order with the saves (one pending at a time). */
type QueuedMove = { questionId: 'position'; seq: number; currentQuestionId: number };

/** No network, a 5xx or 429: the answer waits and is sent again. Anything else is final. */
function isRetryable(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.status === 429)
  );
}

type SaveQueueOptions = {
  attemptId: number;
  /** What the exam's first state has to save (a question opened on resuming, say). */
  initialSaves: readonly ExamSave[];
  /** True once the attempt is submitted: nothing more is sent. */
  ended: RefObject<boolean>;
  /** Seconds on each question so far. */
  timeSpent: RefObject<Record<number, number>>;
  onDeadline(deadline: Deadline): void;
  onStatus(status: QueueStatus): void;
};

/**
 * An attempt's saves on their way to the server: the answer queue (kept in the browser's storage
 * across a reload) and the moves that save nothing, throttled to one a second.
 */
export function useSaveQueue({
  attemptId,
  initialSaves,
  ended,
  timeSpent,
  onDeadline,
  onStatus,
}: SaveQueueOptions) {
  const queueRef = useRef<AnswerQueue<QueuedSave | QueuedMove> | null>(null);
  const movesRef = useRef<MoveThrottle<ExamMove> | null>(null);
  useEffect(() => {
    // Back to a submitted attempt's address: the opened question's "visited" is not sent.
    if (ended.current) return;
    const queue = new AnswerQueue<QueuedSave | QueuedMove>({
      storage: localQueueStorage(queueKey(attemptId)),
      isRetryable,
      onStatus,
      // The banner and the submit dialog count answers: not the moves queued beside them, nor
      // the "visited" state a question takes when it is opened (issue 27.14).
      counts: (item) => item.questionId !== 'position' && (item as QueuedSave).answer !== null,
      send: async (items) => {
        for (const { questionId, ...body } of items) {
          const reply =
            questionId === 'position'
              ? await savePosition(attemptId, {
                  questionId: body.currentQuestionId!,
                  seq: body.seq,
                })
              : await saveAnswer(attemptId, questionId, body as Omit<QueuedSave, 'questionId'>);
          onDeadline(deadlineFromSeconds(reply.remainingSeconds));
        }
      },
    });
    queueRef.current = queue;
    const moves = new MoveThrottle<ExamMove>((move) =>
      queue.push({ questionId: 'position', seq: move.seq, currentQuestionId: move.questionId }),
    );
    movesRef.current = moves;
    onStatus(queue.getStatus());
    queue.retryNow();
    for (const save of initialSaves) {
      queue.push({ ...save, timeSpentSeconds: timeSpent.current[save.questionId] ?? 0 });
    }
    const online = () => queue.retryNow();
    // Leaving the page: the pending move goes to the queue, which keeps it for the next visit.
    const leaving = () => {
      if (!ended.current) moves.flush();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leaving);
      leaving();
      moves.dispose();
      movesRef.current = null;
      queue.dispose();
      queueRef.current = null;
    };
    // The callbacks are state setters and the saves the session's first (both stable).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId, initialSaves]);
  return { queueRef, movesRef };
}
