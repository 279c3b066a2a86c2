import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  set,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A zod schema whose input and output are form values (an object, maybe refined or piped). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a schema: its fields hold the schema's input, submit hands over its output. */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** Messages by field path, for checks the form shows beside the schema's own. */
type ExtraErrors<T extends FieldValues> = Partial<Record<Path<T>, string>>;

export type ZodFormOptions<S extends FormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /**
   * Checks shown together with the schema's errors. zod runs an object's refinements only once
   * its fields are valid; a rule listed here is shown on the first submit with the rest.
   */
  alsoCheck?: (values: z.input<S>) => ExtraErrors<z.input<S>>;
};

type SchemaSource<S extends FormSchema> = S | { load: () => Promise<S> };

function isLoader<S extends FormSchema>(
  source: SchemaSource<S>,
): source is { load: () => Promise<S> } {
  return 'load' in source && typeof source.load === 'function';
}

function schemaResolver<S extends FormSchema>(
  source: SchemaSource<S>,
  alsoCheck: ZodFormOptions<S>['alsoCheck'],
): Resolver<z.input<S>, unknown, z.output<S>> {
  let loaded: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const resolverOf = () =>
    (loaded ??= isLoader(source)
      ? source.load().then((schema) => zodResolver(schema))
      : Promise.resolve(zodResolver(source)));
  return async (values, context, options) => {
    const resolve = await resolverOf();
    const result = await resolve(values, context, options);
    const extra = alsoCheck?.(values) ?? {};
    if (Object.keys(result.errors).length === 0 || Object.keys(extra).length === 0) return result;
    const errors: FieldErrors<z.input<S>> = Object.assign({}, result.errors);
    for (const [path, message] of Object.entries(extra)) {
      if (typeof message === 'string') set(errors, path, { type: 'custom', message });
    }
    return { values: {}, errors };
  };
}

/**
 * The one way the app writes a form: react-hook-form over a shared zod schema. Fields start from
 * `defaultValues`; submit runs the schema (the server runs the same one) and hands the parsed
 * output to `handleSubmit`'s callback; errors show on their fields until the field changes.
 * Pass `{ load }` instead of a schema to fetch zod only on the first submit (public pages).
 */
export function useZodForm<S extends FormSchema>(
  source: SchemaSource<S>,
  { alsoCheck, ...options }: ZodFormOptions<S> = {},
): ZodForm<S> {
  const resolver = useMemo(() => schemaResolver(source, alsoCheck), [source, alsoCheck]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The spec's forms check on submit; a field's error then stays until that field changes.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
    resolver,
  });
}
