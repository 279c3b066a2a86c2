import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherLoginReply } from '#shared/teacher-portal.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `POST /api/teachers/:id/login`: a login (or a new password), the password shown once. */
function giveLogin(id: number): Promise<TeacherLoginReply> {
  return fetchJson<TeacherLoginReply>(`/api/teachers/${id}/login`, { method: 'POST' });
}

export function useGiveTeacherLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: giveLogin,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.teachers.all }),
  });
}
