import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Teacher, TeacherInput } from '#shared/teachers.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

type SaveTeacher = { id: number | null; input: TeacherInput };

/** `POST /add-teacher` (id null) or `PUT /update-teacher/:id`, with the spec's body. */
function saveTeacher({ id, input }: SaveTeacher): Promise<Teacher> {
  const body = { id: id ?? '', ...input };
  return id === null
    ? fetchJson<Teacher>('/add-teacher', { method: 'POST', body })
    : fetchJson<Teacher>(`/update-teacher/${id}`, { method: 'PUT', body });
}

export function useSaveTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTeacher,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.teachers.all }),
  });
}
