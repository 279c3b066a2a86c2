import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchMoveRow, BatchMove } from '#shared/batches.ts';
import type { EnrolmentRow } from '#shared/enrolments.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/enrolments/:id/batch-moves`: the enrolment's batch history, newest first. */
export function useBatchMoves(enrolmentId: number) {
  return useQuery({
    queryKey: queryKeys.batches.moves(enrolmentId),
    queryFn: ({ signal }) =>
      fetchJson<{ moves: BatchMoveRow[] }>(`/api/enrolments/${enrolmentId}/batch-moves`, {
        signal,
      }),
    staleTime: 0,
  });
}

/** `POST /api/enrolments/:id/batch`: put the enrolment in a batch, or move it (history kept). */
export function useMoveBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BatchMove & { id: number }) =>
      fetchJson<EnrolmentRow>(`/api/enrolments/${id}/batch`, { method: 'POST', body }),
    // The student's enrolments, both batches' seats and the history all change.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.students.all }),
        client.invalidateQueries({ queryKey: queryKeys.batches.all }),
      ]),
  });
}
