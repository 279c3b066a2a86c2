import type { ContactInput } from '#shared/contact.ts';
import { fetchJson } from '#client/lib/api.ts';

/** `POST /api/contact`; throws ApiError (with fieldErrors on 400, 429 when sent too often). */
export async function sendContact(input: ContactInput): Promise<{ message: string }> {
  return fetchJson<{ message: string }>('/api/contact', { body: input });
}
