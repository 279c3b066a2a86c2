import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { refreshNotices } from './refresh-notices';

/** `DELETE /api/notices/:id` (admin). */
function deleteNotice(id: number): Promise<void> {
  return fetchJson<void>(`/api/notices/${id}`, { method: 'DELETE' });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    // Also after a failure: a 404 means another admin already deleted it, so reload the list.
    onSettled: () => refreshNotices(client),
  });
}
