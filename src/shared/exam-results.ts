import { z } from 'zod';
import { examMessages, examTypes } from './exams';

/** What a student is shown of exams: the MidTerm and FinalExam rows, result cards, report cards. */

/** A student's exam row on the MidTerm and FinalExam pages. */
export const studentExamSchema = z.object({
  id: z.number(),
  courseName: z.string(),
  date: z.string(),
  subject: z.string(),
  durationMinutes: z.number(),
  totalMarks: z.number(),
  status: z.enum([examMessages.pending, examMessages.published]),
});
export type StudentExam = z.infer<typeof studentExamSchema>;
export const studentExamQuery = z.object({ type: z.enum(examTypes) });

/** One exam on a result card. */
export const examResultSchema = z.object({
  examId: z.number(),
  type: z.enum(examTypes),
  subject: z.string(),
  date: z.string(),
  totalMarks: z.number(),
  passMarks: z.number(),
  obtained: z.number().nullable(),
  absent: z.boolean(),
  grade: z.string().nullable(),
  passed: z.boolean(),
  rank: z.number().nullable(),
  /** False for an exam held before the student enrolled (or after the enrolment ended): not taken. */
  taken: z.boolean(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** A result card: one exam type's published exams summed, or all of them (overall). */
export const resultCardSchema = z.object({
  kind: z.enum(['mid_term', 'final', 'overall']),
  label: z.string(),
  obtained: z.number(),
  total: z.number(),
  percentage: z.number(),
  grade: z.string(),
  passed: z.boolean(),
  /**
   * Batch rank among the students who could sit every exam on the card (ties share), and how
   * many they are; null for a student who could not sit them all (joined later).
   */
  rank: z.number().nullable(),
  rankedOf: z.number(),
  exams: z.array(examResultSchema),
});
export type ResultCard = z.infer<typeof resultCardSchema>;

/** One student's results in one course: what the Result page and a report card show. */
export const reportCardSchema = z
  .object({
    student: z.object({ studentId: z.string(), name: z.string(), fatherName: z.string() }),
    course: z.object({ id: z.number(), name: z.string(), code: z.string(), duration: z.string() }),
    scale: z.object({ id: z.string(), name: z.string() }),
    cards: z.array(resultCardSchema),
  })
  .meta({ id: 'ReportCard' });
export type ReportCard = z.infer<typeof reportCardSchema>;

export const studentResultsSchema = z.object({ courses: z.array(reportCardSchema) });
export type StudentResults = z.infer<typeof studentResultsSchema>;

export const courseReportCardsSchema = z.object({
  course: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  cards: z.array(reportCardSchema),
});
export type CourseReportCards = z.infer<typeof courseReportCardsSchema>;
