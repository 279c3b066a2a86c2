import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch, BatchInput, BatchUpdate } from '#shared/batches.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

type SaveBatch = { id: null; input: BatchInput } | { id: number; input: BatchUpdate };

/** `POST /api/batches` (id null) or `PUT /api/batches/:id` (the course stays). */
function saveBatch({ id, input }: SaveBatch): Promise<Batch> {
  return id === null
    ? fetchJson<Batch>('/api/batches', { method: 'POST', body: input })
    : fetchJson<Batch>(`/api/batches/${id}`, { method: 'PUT', body: input });
}

export function useSaveBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.batches.all }),
  });
}
