import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentTestDetail, StudentTestsReply } from '#shared/mock-attempts.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/student/mock-tests`: available, upcoming and finished tests. */
function getStudentTests(signal?: AbortSignal): Promise<StudentTestsReply> {
  return fetchJson<StudentTestsReply>('/api/student/mock-tests', { signal });
}

export function useStudentTests() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.mockTests.student.list,
      queryFn: ({ signal }) => getStudentTests(signal),
    }),
  );
}

/** `GET /api/student/mock-tests/:id`: the instructions page. */
function getStudentTest(id: number, signal?: AbortSignal): Promise<StudentTestDetail> {
  return fetchJson<StudentTestDetail>(`/api/student/mock-tests/${id}`, { signal });
}

export function useStudentTest(id: number) {
  return useQuery({
    queryKey: queryKeys.mockTests.student.test(id),
    queryFn: ({ signal }) => getStudentTest(id, signal),
  });
}
