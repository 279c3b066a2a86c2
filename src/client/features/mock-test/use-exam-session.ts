import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttemptState } from '#shared/mock-attempts.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { getAttempt, submitAttempt } from './api/attempts';
import { type QueueStatus } from './answer-queue';
import type { Deadline } from './countdown';
import {
  examFromAttempt,
  forgetAttempt,
  recallCurrent,
  rememberCurrent,
  resumeQuestionId,
} from './exam-resume';
import {
  examReducer,
  startExam,
  timeOnlySaves,
  type ExamAction,
  type ExamState,
} from './exam-state';
import { deadlineFromSeconds } from './use-countdown';
import { useSaveQueue, type QueuedSave } from './use-save-queue';
import { useTabSwitches } from './use-tab-switches';

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
  const timeSpent = useRef<Record<number, number>>(
    Object.fromEntries(attempt.questions.map((q) => [q.questionId, q.timeSpentSeconds])),
  );
  const timeSent = useRef<Record<number, number>>({ ...timeSpent.current });
  const shownSince = useRef(performance.now());
  const client = useQueryClient();
  const { queueRef, movesRef } = useSaveQueue({
    attemptId,
    initialSaves: initial.saves,
    ended,
    timeSpent,
    onDeadline: setDeadline,
    onStatus: setQueueStatus,
  });

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
    [attemptId, client, movesRef],
  );

  /** Adds the time on screen so far to the question shown. */
  const countShownTime = useCallback(() => {
    const shown = examRef.current.questions[examRef.current.current]!.id;
    timeSpent.current[shown] = (timeSpent.current[shown] ?? 0) + secondsSince(shownSince.current);
    shownSince.current = performance.now();
  }, []);

  const pushSave = useCallback(
    (save: QueuedSave) => {
      timeSent.current[save.questionId] = save.timeSpentSeconds;
      queueRef.current?.push(save);
    },
    [queueRef],
  );

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
    [attemptId, countShownTime, pushSave, movesRef],
  );

  const timeUp = useCallback(() => {
    setPhase((p) => (p.kind === 'running' ? { kind: 'time_up' } : p));
    void queueRef.current?.idle().then(() => showServerSubmission(null));
  }, [showServerSubmission, queueRef]);

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
  }, [attemptId, countShownTime, endExam, pushSave, movesRef, queueRef]);

  const tabSwitches = useTabSwitches(attemptId, attempt.tabSwitches, phase.kind === 'running');

  return { exam, dispatch, deadline, queueStatus, phase, submit, timeUp, tabSwitches };
}
