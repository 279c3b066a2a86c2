import { csvMessages } from '#shared/csv-messages.ts';

/** What a user is told for a value a schema refused with zod's own wording. */
export const valueNotValid = 'This value is not valid.';

/**
 * zod's own English ("Invalid input: expected string, received undefined", "Invalid option: …",
 * "Too small: …"): the fallback for a check with no message of ours. It has no entry in the web
 * app's translations and means nothing to an admin, so it never reaches one (issue 12).
 */
function isZodDefaultMessage(message: string): boolean {
  return /^(Invalid (input|option|key|element|union|discriminator|string|number|value)|Too (small|big))\b/.test(
    message,
  );
}

/** An issue's message as a user may read it: a schema's own is kept, zod's replaced. */
export function userMessage(message: string, cellEmpty = false): string {
  if (!isZodDefaultMessage(message)) return message;
  return cellEmpty ? csvMessages.cellEmpty : valueNotValid;
}
