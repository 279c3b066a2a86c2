import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE /delete-teacher/:id`. */
export function deleteTeacher(id: number): Promise<void> {
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
