import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#client/lib/api.ts';

type ErrorTarget<T extends FieldValues, O> = Pick<UseFormReturn<T, unknown, O>, 'setError'>;

/**
 * Shows the server's field errors (`ApiError.fieldErrors`) on the form's own fields, focusing
 * the first. `fields` lists the paths the form shows; others are left to the form's alert.
 * Returns whether any was shown.
 */
export function showServerErrors<T extends FieldValues, O>(
  form: ErrorTarget<T, O>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const path of fields) {
    const message = error.fieldErrors[path]?.[0];
    if (!message) continue;
    form.setError(path, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
