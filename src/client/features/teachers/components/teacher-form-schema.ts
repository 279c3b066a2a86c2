import { teacherInputSchema, teacherMessages } from '#shared/teachers.ts';
import { isBlank, requireFilled } from '#client/components/form/require-filled.ts';

export const teacherFields = ['first_name', 'last_name', 'gender', 'courses'] as const;

type Filled = Partial<Record<(typeof teacherFields)[number], unknown>>;

/** The spec's rule: Save waits until first name, last name, gender and courses are non-blank. */
export function isTeacherComplete(values: Filled): boolean {
  return teacherFields.every((field) => !isBlank(values[field]));
}

/**
 * The teacher dialog's schema: 'All fields are required!' while a field is blank, then the
 * server's own rules (lengths, the gender list) on each field.
 */
export const teacherFormSchema = requireFilled(
  teacherInputSchema,
  (values) => !isTeacherComplete(values),
  teacherMessages.required,
);
