import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { ScoreHistory } from '#shared/charts.ts';

/** `GET /api/student/mock-tests/scores`: the student's released scores, oldest first. */
export function useScoreHistory() {
  return useQuery({
    queryKey: queryKeys.mockTests.student.scores,
    queryFn: ({ signal }) => fetchJson<ScoreHistory>('/api/student/mock-tests/scores', { signal }),
  });
}
