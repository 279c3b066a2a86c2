import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttemptState,
  PositionInput,
  SaveAnswerInput,
  SaveAnswerReply,
  SubmitReply,
} from '#shared/mock-attempts.ts';
import type { AttemptResult } from '#shared/mock-results.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `POST /api/student/mock-tests/:id/attempts`: a new attempt, or the one in progress. */
function startAttempt(testId: number): Promise<AttemptState> {
  return fetchJson<AttemptState>(`/api/student/mock-tests/${testId}/attempts`, { method: 'POST' });
}

export function useStartAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (attempt) => {
      client.setQueryData(queryKeys.mockTests.student.attempt(attempt.attemptId), attempt);
      return client.invalidateQueries({ queryKey: queryKeys.mockTests.student.list });
    },
  });
}

/** `GET /api/student/mock-attempts/:id`: everything needed to resume. */
export function getAttempt(id: number, signal?: AbortSignal): Promise<AttemptState> {
  return fetchJson<AttemptState>(`/api/student/mock-attempts/${id}`, { signal });
}

export function useAttempt(id: number) {
  return useQuery({
    queryKey: queryKeys.mockTests.student.attempt(id),
    queryFn: ({ signal }) => getAttempt(id, signal),
    // The exam holds its own state once loaded; a refetch would reset the screen under the student.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `PUT /api/student/mock-attempts/:id/answers/:questionId`: the whole state of one question. */
export function saveAnswer(
  attemptId: number,
  questionId: number,
  body: SaveAnswerInput,
): Promise<SaveAnswerReply> {
  return fetchJson<SaveAnswerReply>(
    `/api/student/mock-attempts/${attemptId}/answers/${questionId}`,
    { method: 'PUT', body },
  );
}

/** `PUT /api/student/mock-attempts/:id/position`: a move that saved nothing. */
export function savePosition(attemptId: number, body: PositionInput): Promise<SaveAnswerReply> {
  return fetchJson<SaveAnswerReply>(`/api/student/mock-attempts/${attemptId}/position`, {
    method: 'PUT',
    body,
  });
}

/** `POST /api/student/mock-attempts/:id/tab-switches` with the running count. */
export function reportTabSwitches(attemptId: number, count: number): Promise<unknown> {
  return fetchJson(`/api/student/mock-attempts/${attemptId}/tab-switches`, {
    method: 'POST',
    body: { count },
  });
}

/** `POST /api/student/mock-attempts/:id/submit` (repeat-safe). */
export function submitAttempt(attemptId: number): Promise<SubmitReply> {
  return fetchJson<SubmitReply>(`/api/student/mock-attempts/${attemptId}/submit`, {
    method: 'POST',
  });
}

/** `GET /api/student/mock-attempts/:id/result`. */
function getAttemptResult(id: number, signal?: AbortSignal): Promise<AttemptResult> {
  return fetchJson<AttemptResult>(`/api/student/mock-attempts/${id}/result`, { signal });
}

export function useAttemptResult(id: number) {
  return useQuery({
    queryKey: queryKeys.mockTests.student.result(id),
    queryFn: ({ signal }) => getAttemptResult(id, signal),
  });
}
