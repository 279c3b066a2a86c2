import { useQuery } from '@tanstack/react-query';
import type { BatchList } from '#shared/batches.ts';
import { fetchJson } from './api';
import { queryKeys } from './query-keys';

/**
 * `GET /api/batches?courseId=` (admin): one course's batches with their seats, or every batch
 * (`courseId` null). Read by the Batches screen and by Student Details' batch choices; a change
 * to batches or to a student's batch refreshes both (`queryKeys.batches.all`).
 */
export function useBatches(
  courseId: number | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeys.batches.list(courseId),
    queryFn: ({ signal }) =>
      fetchJson<BatchList>(
        courseId === null ? '/api/batches' : `/api/batches?courseId=${courseId}`,
        {
          signal,
        },
      ),
    enabled,
  });
}
