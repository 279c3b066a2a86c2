import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `DELETE /api/batches/:id`. */
function deleteBatch(id: number): Promise<{ ok: true }> {
  return fetchJson<{ ok: true }>(`/api/batches/${id}`, { method: 'DELETE' });
}

export function useDeleteBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBatch,
    // Also after a failure: a 404 means someone else already deleted it.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.batches.all }),
  });
}
