import { useMutation } from '@tanstack/react-query';
import type { AuthReply } from '#shared/auth.ts';
import type { FirstPasswordInput } from '#shared/passwords.ts';
import { fetchJson } from '#client/lib/api.ts';

/** `POST /api/account/first-password`: replaces a generated password; a new session starts. */
function changeFirstPassword(input: FirstPasswordInput): Promise<AuthReply> {
  return fetchJson<AuthReply>('/api/account/first-password', { method: 'POST', body: input });
}

export function useChangeFirstPassword() {
  return useMutation({ mutationFn: changeFirstPassword });
}
