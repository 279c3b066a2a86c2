import {
  courseFieldsSchema,
  courseMessages,
  uploadLimits,
  type Course,
} from '../../../../shared/courses';
import { toFieldErrors } from '../../../../shared/errors';

export type CourseValues = {
  name: string;
  code: string;
  price: string;
  category: string;
  description: string;
  duration: string;
  timings: string;
};
export type CourseFiles = { file: File | null; image: File | null };
export type FieldErrors = Record<string, string[]>;

export const emptyCourse: CourseValues = {
  name: '',
  code: '',
  price: '',
  category: '',
  description: '',
  duration: '',
  timings: '',
};

export function valuesOf(course: Course | null): CourseValues {
  if (!course) return emptyCourse;
  const { name, code, category, description, duration, timings } = course;
  return { name, code, price: String(course.price), category, description, duration, timings };
}

/**
 * The spec's check first (name, code, price and, when adding, both files: 'all courses are
 * required.'), then the shared schema and the size limits, as field errors.
 */
export function checkCourse(
  values: CourseValues,
  files: CourseFiles,
  adding: boolean,
): { alert: string; fieldErrors: FieldErrors } | null {
  const missing =
    !values.name.trim() ||
    !values.code.trim() ||
    !values.price.trim() ||
    (adding && (!files.file || !files.image));
  if (missing) return { alert: courseMessages.required, fieldErrors: {} };
  const parsed = courseFieldsSchema.safeParse(values);
  const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  if (files.image && files.image.size > uploadLimits.imageMaxBytes) {
    fieldErrors.image = ['The image must be 5 MB or smaller.'];
  }
  if (files.file && files.file.size > uploadLimits.presentationMaxBytes) {
    fieldErrors.file = ['The presentation must be 50 MB or smaller.'];
  }
  if (files.file && !/\.pptx$/i.test(files.file.name)) {
    fieldErrors.file = ['The presentation must be a .pptx file.'];
  }
  return Object.keys(fieldErrors).length > 0 ? { alert: '', fieldErrors } : null;
}

export function toFormData(values: CourseValues, files: CourseFiles): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  if (files.file) form.append('file', files.file);
  if (files.image) form.append('image', files.image);
  return form;
}
