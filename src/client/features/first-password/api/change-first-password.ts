import { useMutation } from '@tanstack/react-query';
import type { AuthReply } from '../../../../shared/auth';
import type { FirstPasswordInput } from '../../../../shared/passwords';
import { fetchJson } from '../../../lib/api';

/** `POST /api/account/first-password`: replaces a generated password; a new session starts. */
export function changeFirstPassword(input: FirstPasswordInput): Promise<AuthReply> {
  return fetchJson<AuthReply>('/api/account/first-password', { method: 'POST', body: input });
}

export function useChangeFirstPassword() {
  return useMutation({ mutationFn: changeFirstPassword });
}
