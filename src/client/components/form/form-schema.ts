import type { Path } from 'react-hook-form';
import { z } from 'zod';

/**
 * A form's schema over a request body's: the form's `fields` as typed (numbers and dates as
 * text), turned on submit by `toBody` into the body that `body` (the contract's schema, which
 * the server runs too) checks. Submit hands over the parsed body; the body's messages land on
 * the form's fields of the same paths. `toBody` may leave a value out or unparsed: the body's
 * schema then says what is wrong with it.
 */
export function formOfBody<F extends z.ZodType, B extends z.ZodType>(
  fields: F,
  body: B,
  toBody: (values: z.output<F>) => unknown,
) {
  return fields.transform((values, ctx): z.output<B> => {
    const parsed = body.safeParse(toBody(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

/**
 * The paths of a form's fields, in the schema's order: a nested object's fields as 'a.b', less
 * the paths in `except` (values the form holds but shows no field for). The fields a server's
 * messages are shown on (`showServerErrors`).
 */
export function fieldPaths<S extends z.ZodObject>(
  schema: S,
  except: readonly Path<z.input<S>>[] = [],
): readonly Path<z.input<S>>[] {
  const paths: string[] = [];
  const walk = (shape: Record<string, unknown>, prefix: string) => {
    for (const [key, field] of Object.entries(shape)) {
      const path = prefix + key;
      if ((except as readonly string[]).includes(path)) continue;
      if (field instanceof z.ZodObject) walk(field.shape, `${path}.`);
      else paths.push(path);
    }
  };
  walk(schema.shape, '');
  return paths as Path<z.input<S>>[];
}
