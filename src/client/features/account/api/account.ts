import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '#shared/account.ts';
import { fetchJson } from '#client/lib/api.ts';

/** `POST /api/account/password`: the user's own password; other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) =>
      fetchJson<void>('/api/account/password', { method: 'POST', body: input }),
  });
}

/** `GET /auth/password-reset`: whether a reset link can be e-mailed (login pages, no query cache). */
export function getPasswordResetInfo(signal?: AbortSignal) {
  return fetchJson<{ byEmail: boolean }>('/auth/password-reset', { signal });
}

/** `POST /auth/forgot-password`: the same message whether or not the account exists. */
export function requestResetLink(identifier: string) {
  return fetchJson<{ message: string }>('/auth/forgot-password', {
    method: 'POST',
    body: { identifier },
  });
}

/** `POST /auth/reset-password`: a new password from an e-mailed link. */
export function resetPassword(token: string, newPassword: string) {
  return fetchJson<void>('/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
  });
}
