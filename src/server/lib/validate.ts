import type { z } from 'zod';
import { toFieldErrors } from '../../shared/errors';
import { httpError } from './http-error';

export const invalidInputMessage = 'Please correct the highlighted fields.';

/** Parses `data` with `schema`, or throws a 400 carrying the field errors. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const fieldErrors = toFieldErrors(result.error);
    // One distinct problem is told as it is; several get a general line beside the field errors.
    const distinct = new Set(result.error.issues.map((i) => i.message));
    const message = distinct.size === 1 ? [...distinct][0]! : invalidInputMessage;
    throw httpError(400, message, fieldErrors);
  }
  return result.data;
}

/** Parses a numeric route id, or throws a 404. */
export function parseId(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw httpError(404, 'Not found.');
  return n;
}
