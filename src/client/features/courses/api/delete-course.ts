import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `DELETE /api/courses/:id` (admin): the course and its files. */
function deleteCourse(id: number): Promise<void> {
  return fetchJson<void>(`/api/courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.courses.all }),
  });
}
