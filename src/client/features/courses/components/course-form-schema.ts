import { z } from 'zod';
import {
  courseFieldsSchema,
  courseMessages,
  translatedFieldName,
  uploadLimits,
  type Course,
} from '#shared/courses.ts';
import { courseTextFields, translatedLanguages, type CourseTexts } from '#shared/course-texts.ts';
import { fieldPaths } from '#client/components/form/form-schema.ts';
import { isBlank, requireFilled } from '#client/components/form/require-filled.ts';

// Checked when the form is submitted, in the browser: `File` exists there.
const pickedFile = () => z.custom<File | null>((v) => v === null || v instanceof File);

/** The dialog's fields: the shared text fields, then the two files with their limits. */
const courseFormFields = courseFieldsSchema.extend({
  file: pickedFile()
    .refine((f) => !f || /\.pptx$/i.test(f.name), 'The presentation must be a .pptx file.')
    .refine(
      (f) => !f || f.size <= uploadLimits.presentationMaxBytes,
      'The presentation must be 50 MB or smaller.',
    ),
  image: pickedFile().refine(
    (f) => !f || f.size <= uploadLimits.imageMaxBytes,
    'The image must be 5 MB or smaller.',
  ),
});
export type CourseFormValues = z.input<typeof courseFormFields>;
export type CourseFormOutput = z.output<typeof courseFormFields>;

/** Every field of the dialog a server's message may be about. */
export const courseFieldNames = fieldPaths(courseFormFields);

/** The Punjabi and Hindi fields of the form, from a course's stored words (empty when adding). */
function translatedValues(course: Course | null) {
  const values: Record<string, string> = {};
  for (const language of translatedLanguages) {
    const texts: CourseTexts | undefined = course?.translations[language];
    for (const field of courseTextFields) {
      values[translatedFieldName(field, language)] = texts?.[field] ?? '';
    }
  }
  return values as Pick<CourseFormValues, `${keyof CourseTexts}_${'pa' | 'hi'}`>;
}

/**
 * The spec's check first (name, code, price and, when adding, both files: 'all courses are
 * required.' in the dialog's alert), then the shared schema and the file limits, per field.
 */
const withRequired = (adding: boolean) =>
  requireFilled(
    courseFormFields,
    (v) =>
      isBlank(v.name) || isBlank(v.code) || isBlank(v.price) || (adding && (!v.file || !v.image)),
    courseMessages.required,
  );
export const addCourseSchema = withRequired(true);
export const editCourseSchema = withRequired(false);

export function valuesOf(course: Course | null): CourseFormValues {
  const none = { file: null, image: null };
  if (!course) {
    return {
      name: '',
      code: '',
      price: '',
      category: '',
      description: '',
      duration: '',
      timings: '',
      ...translatedValues(null),
      ...none,
    };
  }
  const { name, code, category, description, duration, timings } = course;
  return {
    name,
    code,
    price: String(course.price),
    category,
    description,
    duration,
    timings,
    ...translatedValues(course),
    ...none,
  };
}

/** The multipart body of `POST /api/courses` and `PUT /api/courses/:id`. */
export function toFormData(course: CourseFormOutput): FormData {
  const form = new FormData();
  for (const key of ['name', 'code', 'category', 'description', 'duration', 'timings'] as const) {
    form.append(key, course[key]);
  }
  for (const language of translatedLanguages) {
    for (const field of courseTextFields) {
      const key = translatedFieldName(field, language);
      form.append(key, course[key] ?? '');
    }
  }
  form.append('price', String(course.price));
  if (course.file) form.append('file', course.file);
  if (course.image) form.append('image', course.image);
  return form;
}
