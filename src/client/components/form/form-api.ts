import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What a field component needs of its form: the values' control and clearing its error. */
export type FormApi<T extends FieldValues, O = T> = Pick<
  UseFormReturn<T, unknown, O>,
  'control' | 'clearErrors'
>;
