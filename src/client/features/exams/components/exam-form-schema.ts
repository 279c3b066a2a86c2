import { z } from 'zod';
import { examInputSchema, type Exam } from '#shared/exams.ts';
import { fieldPaths, formOfBody } from '#client/components/form/form-schema.ts';

const examFields = z.object({
  courseId: z.string(),
  type: z.string(),
  date: z.string(),
  subject: z.string(),
  durationMinutes: z.string(),
  totalMarks: z.string(),
  passMarks: z.string(),
});

/** The schedule form: text fields as typed, turned into the shared schema's numbers on submit. */
export const examFormSchema = formOfBody(examFields, examInputSchema, (v) => ({
  courseId: Number(v.courseId),
  type: v.type,
  date: v.date,
  subject: v.subject,
  durationMinutes: v.durationMinutes.trim() === '' ? Number.NaN : Number(v.durationMinutes),
  totalMarks: v.totalMarks.trim() === '' ? Number.NaN : Number(v.totalMarks),
  passMarks: v.passMarks.trim() === '' ? Number.NaN : Number(v.passMarks),
}));
export type ExamFormValues = z.input<typeof examFormSchema>;

/** The fields a server's message is shown on: the course is the screen's, not a field. */
export const examFieldNames = fieldPaths(examFields, ['courseId']);

export function examFormValues(exam: Exam | null, courseId: number): ExamFormValues {
  return {
    courseId: String(exam?.courseId ?? courseId),
    type: exam?.type ?? 'mid_term',
    date: exam?.date ?? '',
    subject: exam?.subject ?? '',
    durationMinutes: String(exam?.durationMinutes ?? 120),
    totalMarks: exam ? String(exam.totalMarks) : '',
    passMarks: exam ? String(exam.passMarks) : '',
  };
}
