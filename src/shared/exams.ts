import { z } from 'zod';
import { hasAtMostTwoDecimals } from './decimal';
import { gradeScaleSchema } from './grading';
import { isIsoDate } from './notices';
import { boundedText } from './bounded-text';
import { istDate } from './ist';

/** Words of the exam and result screens. */
export const examMessages = {
  pending: 'Pending',
  published: 'Published',
  notFound: 'Exam not found.',
  teachersMayNotPublish: 'Only the office publishes results. Ask the admin to publish them.',
  courseNotFound: 'Course not found.',
  date: 'Please choose the exam date.',
  subject: 'Please enter the subject.',
  duration: 'Enter the duration in minutes (1 to 600).',
  total: 'Enter the total marks (a whole number from 1 to 1000).',
  pass: 'Enter the pass marks (0 up to the total, at most two decimals).',
  passAboveTotal: 'The pass marks cannot be above the total marks.',
  marks: 'Marks are a number with at most two decimals.',
  totalBelowMarks: 'Some students already have more marks than this total.',
  notEnrolled: 'This student is not enrolled in the exam’s course.',
  csvRefused: 'Nothing was saved. Fix these lines and upload the file again.',
  csvFile: 'Choose a CSV file of marks.',
  csvTooLarge: 'The CSV file is larger than 1 MB.',
  csvName: 'The marks file must be a .csv file.',
  notMultipart: 'Send the marks file as a form upload.',
  missingMarks: (n: number) =>
    `${n} ${n === 1 ? 'student has' : 'students have'} no marks yet: enter marks or mark them absent before publishing.`,
  noStudents: 'No enrolled students take this exam, so there are no results to publish.',
  alreadyPublished: 'The results of this exam are already published.',
  // The API confirms with `"beforeExamDate": true` (its schema says so).
  notHeldYet:
    'This exam is dated after today: publish its results before then only if the paper has been sat.',
  noResults: 'No results have been published for this course yet.',
  noExams: 'No exams are scheduled for your courses yet.',
} as const;

/** An exam dated after today in India (yyyy-mm-dd compares as text): not sat yet. */
export const isAfterToday = (date: string, now: Date = new Date()) => date > istDate(now);

export const publishExamSchema = z
  .object({
    beforeExamDate: z
      .boolean()
      .optional()
      .describe('true: publish although the exam is dated after today (the paper was sat early).'),
  })
  .optional();

export const examTypes = ['mid_term', 'final'] as const;
export type ExamType = (typeof examTypes)[number];
export const examTypeLabels: Record<ExamType, string> = {
  mid_term: 'Mid-Term Exam',
  final: 'Final Exam',
};

export const examLimits = { subjectMax: 120, durationMax: 600, totalMax: 1000 } as const;

const marksNumber = (message: string) =>
  z
    .number(message)
    .min(0, message)
    .max(examLimits.totalMax, message)
    .refine(hasAtMostTwoDecimals, message);

/** `POST /api/admin/exams`, `PUT /api/admin/exams/:id` and the schedule form. */
export const examInputSchema = z
  .object({
    courseId: z.number('Please choose a course.').int().min(1, 'Please choose a course.'),
    type: z.enum(examTypes, 'Choose Mid-Term or Final.'),
    date: z
      .string(examMessages.date)
      .trim()
      .min(1, examMessages.date)
      .refine(isIsoDate, examMessages.date),
    subject: boundedText(
      examMessages.subject,
      examLimits.subjectMax,
      `Please keep the subject under ${examLimits.subjectMax} characters.`,
    ),
    durationMinutes: z
      .number(examMessages.duration)
      .int(examMessages.duration)
      .min(1, examMessages.duration)
      .max(examLimits.durationMax, examMessages.duration),
    totalMarks: z
      .number(examMessages.total)
      .int(examMessages.total)
      .min(1, examMessages.total)
      .max(examLimits.totalMax, examMessages.total),
    passMarks: marksNumber(examMessages.pass),
  })
  .superRefine((v, ctx) => {
    if (v.passMarks > v.totalMarks) {
      ctx.addIssue({ code: 'custom', path: ['passMarks'], message: examMessages.passAboveTotal });
    }
  });
export type ExamInput = z.input<typeof examInputSchema>;

export const examSchema = z
  .object({
    id: z.number(),
    courseId: z.number(),
    courseName: z.string(),
    type: z.enum(examTypes),
    date: z.string(),
    subject: z.string(),
    durationMinutes: z.number(),
    totalMarks: z.number(),
    passMarks: z.number(),
    publishedAt: z.string().nullable(),
    /** Students with marks (or marked absent) / students enrolled. */
    marked: z.number(),
    enrolled: z.number(),
  })
  .meta({ id: 'Exam' });
export type Exam = z.infer<typeof examSchema>;

export const examListQuery = z.object({
  courseId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional(),
});

/** One student's line in the marks grid. */
export const markRowSchema = z.object({
  enrolmentId: z.number(),
  studentId: z.string(),
  name: z.string(),
  obtained: z.number().nullable(),
  absent: z.boolean(),
});
export type MarkRow = z.infer<typeof markRowSchema>;

export const marksGridSchema = z
  .object({ exam: examSchema, rows: z.array(markRowSchema) })
  .meta({ id: 'MarksGrid' });
export type MarksGrid = z.infer<typeof marksGridSchema>;

/** `PUT /api/admin/exams/:id/marks`: the rows given are saved; a null mark clears the row. */
export const marksInputSchema = z.object({
  marks: z
    .array(
      z.object({
        enrolmentId: z.number().int().min(1),
        obtained: marksNumber(examMessages.marks).nullable(),
        absent: z.boolean().default(false),
      }),
    )
    .max(5000),
});
export type MarksInput = z.input<typeof marksInputSchema>;

/** A marks cell as typed in the grid or a CSV file: a number, or AB / Absent. */
export function parseMarkText(
  text: string,
): { obtained: number | null; absent: boolean } | { error: string } {
  const t = text.trim();
  if (t === '') return { obtained: null, absent: false };
  if (/^(ab|absent|a)$/i.test(t)) return { obtained: null, absent: true };
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) {
    return { error: `"${t}" is not marks: write a number (up to two decimals) or AB for absent.` };
  }
  return { obtained: Number(t), absent: false };
}

export const csvColumns = { studentId: 'Student ID', marks: 'Marks' } as const;

/** The grade scale setting. */
export const gradeScaleIds = ['cbse', 'pseb', 'custom'] as const;
export const gradeSettingSchema = z
  .object({
    selected: z.enum(gradeScaleIds),
    custom: z
      .object({
        name: z.string(),
        bands: z.array(z.object({ grade: z.string(), min: z.number(), max: z.number() })),
      })
      .nullable(),
  })
  .meta({ id: 'GradeSetting' });
export type GradeSetting = z.infer<typeof gradeSettingSchema>;

export const gradeSettingInputSchema = z.object({
  selected: z.enum(gradeScaleIds, 'Choose a grade scale.'),
  custom: gradeScaleSchema.optional(),
});
export type GradeSettingInput = z.input<typeof gradeSettingInputSchema>;

/** "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} ${h === 1 ? 'hour' : 'hours'}`);
  if (m > 0) parts.push(`${m} ${m === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/** `GET /api/teacher/exams`: the exams of the teacher's courses, and whether they may publish. */
export const teacherExamsSchema = z.object({
  exams: z.array(examSchema),
  teachersPublish: z.boolean(),
});
export type TeacherExams = z.infer<typeof teacherExamsSchema>;

/** `GET`/`PUT /api/admin/exam-settings/teachers-publish`: the admin's switch. */
export const teachersPublishSchema = z.object({
  teachersPublish: z.boolean('Choose on or off.'),
});
export type TeachersPublish = z.infer<typeof teachersPublishSchema>;
