import { z } from 'zod';
import { examInputSchema, type Exam, type ExamType } from '#shared/exams.ts';

/** The schedule form: text fields as typed, turned into the shared schema's numbers on submit. */
export const examFormSchema = z
  .object({
    courseId: z.string(),
    type: z.string(),
    date: z.string(),
    subject: z.string(),
    durationMinutes: z.string(),
    totalMarks: z.string(),
    passMarks: z.string(),
  })
  .transform((v) => ({
    courseId: Number(v.courseId),
    type: v.type as ExamType,
    date: v.date,
    subject: v.subject,
    durationMinutes: v.durationMinutes.trim() === '' ? Number.NaN : Number(v.durationMinutes),
    totalMarks: v.totalMarks.trim() === '' ? Number.NaN : Number(v.totalMarks),
    passMarks: v.passMarks.trim() === '' ? Number.NaN : Number(v.passMarks),
  }))
  .pipe(examInputSchema);
export type ExamFormValues = z.input<typeof examFormSchema>;

export const examFieldNames = [
  'type',
  'date',
  'subject',
  'durationMinutes',
  'totalMarks',
  'passMarks',
] as const;

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
