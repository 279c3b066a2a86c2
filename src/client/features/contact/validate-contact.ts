import { z } from 'zod';
import { contactSchema, type ContactInput } from '../../../shared/contact';
import { toFieldErrors } from '../../../shared/errors';

// zod's fast path compiles validators with `new Function`, which the site's Content Security
// Policy forbids; the plain interpreter is just as correct.
z.config({ jitless: true });

export type ContactCheck =
  { ok: true; data: ContactInput } | { ok: false; fieldErrors: Record<string, string[]> };

/** The server's own rules, run in the browser before sending (loaded on the first submit). */
export function validateContact(input: unknown): ContactCheck {
  const parsed = contactSchema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fieldErrors: toFieldErrors(parsed.error) };
}
