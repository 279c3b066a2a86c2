import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { translateValidation } from '#client/lib/server-messages.ts';

/**
 * `schema`, preceded by the spec's "everything is required" check: while `missing(values)` the
 * form shows only `message` (as `errors.root`, the form's alert) and no field messages; once
 * the required fields are there, the schema's own rules apply field by field. The alert is
 * shown as it is, so `message` (a shared schema's English) is put in the reader's language here.
 */
export function requireFilled<O extends FieldValues, I extends FieldValues>(
  schema: z.ZodType<O, I>,
  missing: (values: I) => boolean,
  message: string,
) {
  return z
    .custom<I>()
    .superRefine((values, ctx) => {
      if (missing(values)) {
        ctx.addIssue({ code: 'custom', path: ['root'], message: translateValidation(message) });
      }
    })
    .pipe(schema);
}

/** True for a value that is not a string with something other than spaces in it. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}
