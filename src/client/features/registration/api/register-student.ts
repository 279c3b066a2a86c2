import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterReply, RegistrationInput } from '#shared/registration.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `POST /api/register-student`: the whole Registration Form as JSON. */
function registerStudent(input: RegistrationInput): Promise<RegisterReply> {
  return fetchJson<RegisterReply>('/api/register-student', { method: 'POST', body: input });
}

export function useRegisterStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerStudent,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.students.all }),
  });
}
