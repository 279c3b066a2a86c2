import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE /api/courses/:id` (admin): the course and its files. */
export function deleteCourse(id: number): Promise<void> {
  return fetchJson<void>(`/api/courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.courses.all }),
  });
}
