import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttemptState } from '#shared/mock-attempts.ts';
import type { PaletteState } from '#shared/mock-tests.ts';
import { ApiError } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { getAttempt, saveAnswer, savePosition, submitAttempt } from './api/attempts';
import { AnswerQueue, localQueueStorage, type QueueStatus } from './answer-queue';
import type { Deadline } from './countdown';
import {
  examFromAttempt,
  forgetAttempt,
  queueKey,
  recallCurrent,
  rememberCurrent,
  resumeQuestionId,
} from './exam-resume';
import {
  examReducer,
  startExam,
  timeOnlySaves,
  type ExamAction,
  type ExamMove,
  type ExamState,
} from './exam-state';
import { MoveThrottle } from './move-throttle';
import { deadlineFromSeconds } from './use-countdown';
import { useTabSwitches } from './use-tab-switches';

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

export type Submission = {
  submittedAt: string;
  submittedBy: 'student' | 'server';
};

export type ExamPhase =
  | { kind: 'running' }
  | { kind: 'submitting' }
  /** The countdown reached zero: waiting for the server's own submission. */
  | { kind: 'time_up' }
  | { kind: 'submitted'; submission: Submission; message: string | null };

/** No network, a 5xx or 429: the answer waits and is sent again. Anything else is final. */
function isRetryable(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.status === 429)
  );
}

function secondsSince(start: number): number {
  return Math.max(0, Math.round((performance.now() - start) / 1000));
}

/**
 * One attempt on screen: the palette state machine, the answer queue, the server's countdown,
 * time per question, tab switches, and the end (the student's submit or the server's at zero).
 */
export function useExamSession(attempt: AttemptState) {
  const attemptId = attempt.attemptId;
  const [initial] = useState(() => {
    const { questions, entries } = examFromAttempt(attempt);
    return startExam(questions, entries, {
      currentQuestionId: resumeQuestionId(attempt, recallCurrent(attemptId)),
      seq: attempt.lastSeq,
    });
  });
  const [exam, setExam] = useState<ExamState>(initial.state);
  const examRef = useRef(exam);
  const [deadline, setDeadline] = useState<Deadline>(() =>
    deadlineFromSeconds(attempt.remainingSeconds),
  );
  const [queueStatus, setQueueStatus] = useState<QueueStatus>({
    pending: 0,
    offline: false,
    refused: null,
  });
  const [phase, setPhase] = useState<ExamPhase>(() =>
    attempt.status === 'submitted' && attempt.submittedAt && attempt.submittedBy
      ? {
          kind: 'submitted',
          submission: { submittedAt: attempt.submittedAt, submittedBy: attempt.submittedBy },
          message: null,
        }
      : { kind: 'running' },
  );
  // A submitted attempt sends nothing more: no queue, no move (the server would refuse them).
  const ended = useRef(phase.kind === 'submitted');
  const queueRef = useRef<AnswerQueue<QueuedSave | QueuedMove> | null>(null);
  const movesRef = useRef<MoveThrottle<ExamMove> | null>(null);
  const timeSpent = useRef<Record<number, number>>(
    Object.fromEntries(attempt.questions.map((q) => [q.questionId, q.timeSpentSeconds])),
  );
  const timeSent = useRef<Record<number, number>>({ ...timeSpent.current });
  const shownSince = useRef(performance.now());
  const client = useQueryClient();

  /**
   * Ends the exam on screen and in the cached attempt: the attempt query never refetches (see
   * `useAttempt`), so Back to `?attempt=` after the result would otherwise mount the live exam
   * from the cached in-progress state, clock and options included.
   */
  const endExam = useCallback(
    (submission: Submission, message: string | null) => {
      ended.current = true;
      movesRef.current?.drop();
      forgetAttempt(attemptId);
      client.setQueryData<AttemptState>(queryKeys.mockTests.student.attempt(attemptId), (old) =>
        old ? { ...old, status: 'submitted', ...submission } : old,
      );
      setPhase({ kind: 'submitted', submission, message });
    },
    [attemptId, client],
  );

  /** Adds the time on screen so far to the question shown. */
  const countShownTime = useCallback(() => {
    const shown = examRef.current.questions[examRef.current.current]!.id;
    timeSpent.current[shown] = (timeSpent.current[shown] ?? 0) + secondsSince(shownSince.current);
    shownSince.current = performance.now();
  }, []);

  const pushSave = useCallback((save: QueuedSave) => {
    timeSent.current[save.questionId] = save.timeSpentSeconds;
    queueRef.current?.push(save);
  }, []);

  /** Ends the exam with the server's word on it (its submission at the deadline, say). */
  const showServerSubmission = useCallback(
    async (message: string | null) => {
      // The server submits at its deadline; a GET after it shows the submission.
      for (let tries = 0; tries < 30; tries++) {
        try {
          const latest = await getAttempt(attemptId);
          if (latest.status === 'submitted' && latest.submittedAt && latest.submittedBy) {
            endExam({ submittedAt: latest.submittedAt, submittedBy: latest.submittedBy }, message);
            return;
          }
          setDeadline(deadlineFromSeconds(latest.remainingSeconds));
        } catch {
          // Offline: keep asking.
        }
        await new Promise((resolve) => window.setTimeout(resolve, 1000));
      }
    },
    [attemptId, endExam],
  );

  useEffect(() => {
    // Back to a submitted attempt's address: the opened question's "visited" is not sent.
    if (ended.current) return;
    const queue = new AnswerQueue<QueuedSave | QueuedMove>({
      storage: localQueueStorage(queueKey(attemptId)),
      isRetryable,
      onStatus: setQueueStatus,
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
          setDeadline(deadlineFromSeconds(reply.remainingSeconds));
        }
      },
    });
    queueRef.current = queue;
    const moves = new MoveThrottle<ExamMove>((move) =>
      queue.push({ questionId: 'position', seq: move.seq, currentQuestionId: move.questionId }),
    );
    movesRef.current = moves;
    setQueueStatus(queue.getStatus());
    queue.retryNow();
    for (const save of initial.saves) {
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
  }, [attemptId, initial]);

  useEffect(() => {
    const refused = queueStatus.refused;
    if (!refused || phase.kind !== 'running') return;
    setPhase({ kind: 'time_up' });
    void showServerSubmission(refused.message);
  }, [queueStatus.refused, phase.kind, showServerSubmission]);

  const dispatch = useCallback(
    (action: ExamAction) => {
      const before = examRef.current;
      const { state, saves, move } = examReducer(before, action);
      if (state.current !== before.current || saves.length > 0) countShownTime();
      examRef.current = state;
      setExam(state);
      const current = state.questions[state.current]!.id;
      rememberCurrent(attemptId, { questionId: current, seq: state.seq });
      for (const save of saves) {
        if (save.currentQuestionId !== undefined) movesRef.current?.drop();
        pushSave({
          ...save,
          timeSpentSeconds: Math.min(86_400, timeSpent.current[save.questionId] ?? 0),
        });
      }
      if (move) movesRef.current?.push(move);
    },
    [attemptId, countShownTime, pushSave],
  );

  const timeUp = useCallback(() => {
    setPhase((p) => (p.kind === 'running' ? { kind: 'time_up' } : p));
    void queueRef.current?.idle().then(() => showServerSubmission(null));
  }, [showServerSubmission]);

  const submit = useCallback(async () => {
    setPhase({ kind: 'submitting' });
    movesRef.current?.drop();
    // Time on questions left without saving goes with their unchanged state before the end.
    countShownTime();
    const timed = timeOnlySaves(examRef.current, timeSpent.current, timeSent.current);
    examRef.current = timed.state;
    setExam(timed.state);
    for (const { questionId, seq, state, answer, timeSpentSeconds } of timed.saves) {
      pushSave({
        questionId,
        seq,
        state,
        answer,
        timeSpentSeconds: Math.min(86_400, timeSpentSeconds),
      });
    }
    await queueRef.current?.idle();
    try {
      const reply = await submitAttempt(attemptId);
      endExam({ submittedAt: reply.submittedAt, submittedBy: reply.submittedBy }, null);
    } catch (error) {
      setPhase({ kind: 'running' });
      throw error;
    }
  }, [attemptId, countShownTime, endExam, pushSave]);

  const tabSwitches = useTabSwitches(attemptId, attempt.tabSwitches, phase.kind === 'running');

  return { exam, dispatch, deadline, queueStatus, phase, submit, timeUp, tabSwitches };
}
