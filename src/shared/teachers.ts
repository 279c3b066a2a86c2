import { z } from 'zod';

export const teacherGenders = ['Male', 'Female', 'Other'] as const;

/** The spec's messages for the teachers screen. */
export const teacherMessages = {
  required: 'All fields are required!',
  added: 'Teacher added successfully!',
  updated: 'Teacher updated successfully!',
  deleted: 'Teacher deleted.',
  notFound: 'Teacher not found.',
  unknownCourse: 'Choose a course from the list.',
  loadFailed: 'Could not load the teachers. Please try again.',
  saveFailed: 'Could not save the teacher. Please try again.',
  deleteFailed: 'Could not delete the teacher. Please try again.',
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Body of `POST /add-teacher` and `PUT /update-teacher/:id` (the spec's `id` is ignored). */
export const teacherInputSchema = z.object({
  first_name: required('First Name', 80),
  last_name: required('Last Name', 80),
  gender: z.enum(teacherGenders, { error: 'Gender must be Male, Female or Other.' }),
  courses: required('Courses', 200),
});
export type TeacherInput = z.infer<typeof teacherInputSchema>;

/** One teacher as `GET /get-teachers` answers it; `courses` is the course's current name. */
export const teacherSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    gender: z.enum(teacherGenders),
    courses: z.string(),
    /** The teacher's login ID once the admin gave them a login (issue 21.1); else null. */
    login_id: z.string().nullable(),
  })
  .meta({ id: 'Teacher' });
export type Teacher = z.infer<typeof teacherSchema>;

/** One entry of `GET /get-courses`. */
export const courseOptionSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'CourseOption' });
export type CourseOption = z.infer<typeof courseOptionSchema>;
