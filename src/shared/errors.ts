import { z } from 'zod';
import { errorCodes } from './error-codes';

// The codes live in a zod-free module so the light api client can import them too.
export { errorCodes, type ErrorCode } from './error-codes';

/** The body of every 4xx/5xx reply from the API. */
export const errorBodySchema = z
  .object({
    code: z.enum(errorCodes),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns a zod error into `{ field: [messages] }`, keyed by the dotted path of each issue. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
