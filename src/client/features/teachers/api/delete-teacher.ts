import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `DELETE /delete-teacher/:id`. */
function deleteTeacher(id: number): Promise<void> {
  return fetchJson<void>(`/delete-teacher/${id}`, { method: 'DELETE' });
}

export function useDeleteTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacher,
    // Also after a failure: a 404 means someone else already deleted it.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.teachers.all }),
  });
}
