import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { MarksDistribution } from '#shared/charts.ts';

/** `GET /api/admin/exams/:id/marks/distribution` (refreshed with the exam's marks: key 'exams'). */
export function useMarksDistribution(examId: number) {
  return useQuery({
    queryKey: queryKeys.exams.distribution(examId),
    queryFn: ({ signal }) =>
      fetchJson<MarksDistribution>(`/api/admin/exams/${examId}/marks/distribution`, { signal }),
  });
}
