import { ApiError } from '#client/lib/api-error.ts';
import { translateServerMessage } from '#client/lib/server-messages.ts';

/** What a refusal says beside a field, and what it says above the form otherwise. */
export function refusalOf(error: unknown, field: string): { field?: string; form?: string } {
  if (!error) return {};
  if (error instanceof ApiError) {
    const own = error.fieldErrors[field]?.[0];
    if (own) return { field: translateServerMessage(own, error.code) };
    return { form: error.message };
  }
  return { form: translateServerMessage('Something went wrong. Please try again.') };
}
