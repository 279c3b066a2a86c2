import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttemptResult, QuestionStatsReply, TestResultsReply } from '#shared/mock-results.ts';
import type {
  QuestionCorrectionInput,
  QuestionCorrectionReply,
  TestDetail,
  TestFields,
  TestSummary,
} from '#shared/mock-test-builder.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

const base = '/api/admin/mock-tests';

export function useAdminTests() {
  return useQuery({
    queryKey: queryKeys.mockTests.admin.tests,
    queryFn: ({ signal }) => fetchJson<TestSummary[]>(base, { signal }),
  });
}

export function useAdminTest(id: number | null) {
  return useQuery({
    queryKey: queryKeys.mockTests.admin.test(id ?? 0),
    queryFn: ({ signal }) => fetchJson<TestDetail>(`${base}/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useTestMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.mockTests.all });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: TestFields }) =>
        id === null
          ? fetchJson<TestDetail>(base, { method: 'POST', body: input })
          : fetchJson<TestDetail>(`${base}/${id}`, { method: 'PUT', body: input }),
      onSuccess: refresh,
    }),
    publish: useMutation({
      mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
        fetchJson<TestDetail>(`${base}/${id}/${publish ? 'publish' : 'unpublish'}`, {
          method: 'POST',
        }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => fetchJson<void>(`${base}/${id}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
    correct: useMutation({
      mutationFn: ({
        testId,
        questionId,
        body,
      }: {
        testId: number;
        questionId: number;
        body: QuestionCorrectionInput;
      }) =>
        fetchJson<QuestionCorrectionReply>(`${base}/${testId}/questions/${questionId}/correction`, {
          method: 'POST',
          body,
        }),
      onSuccess: refresh,
    }),
  };
}

export function useTestResults(id: number) {
  return useQuery({
    queryKey: queryKeys.mockTests.admin.results(id),
    queryFn: ({ signal }) => fetchJson<TestResultsReply>(`${base}/${id}/results`, { signal }),
  });
}

export function useQuestionStats(id: number) {
  return useQuery({
    queryKey: queryKeys.mockTests.admin.stats(id),
    queryFn: ({ signal }) =>
      fetchJson<QuestionStatsReply>(`${base}/${id}/question-stats`, { signal }),
  });
}

export function useAdminAttemptResult(id: number | null) {
  return useQuery({
    queryKey: queryKeys.mockTests.admin.attemptResult(id ?? 0),
    queryFn: ({ signal }) =>
      fetchJson<AttemptResult>(`/api/admin/mock-attempts/${id}/result`, { signal }),
    enabled: id !== null,
  });
}
