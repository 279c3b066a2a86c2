import { z } from 'zod';
import { isoInstant } from './mock-tests';

/**
 * The data behind the portals' charts (issue 21.5, decision 066): each reply is small and holds
 * exactly the numbers drawn, so the chart and its table alternative show the same figures.
 */

const count = z.number().int().min(0);

/** How many bands a marks distribution has: tenths of the exam's total marks. */
export const markBandCount = 10;

/** Reply of `GET /api/admin/exams/:id/marks/distribution`. */
export const marksDistributionSchema = z
  .object({
    examId: z.number().int(),
    totalMarks: z.number().int(),
    passMarks: z.number(),
    /** Students with marks entered; absent ones are counted apart and drawn in no band. */
    marked: count,
    absent: count,
    passed: count,
    /** Ten bands of the total: [from, to) in percent of the total, the last one taking 100 %. */
    bands: z.array(z.object({ fromPercent: count, toPercent: count, count })),
  })
  .meta({ id: 'MarksDistribution' });
export type MarksDistribution = z.infer<typeof marksDistributionSchema>;

/** The band (0–9) of marks obtained out of a total: tenths, the full total in the last. */
export function markBand(obtained: number, total: number): number {
  if (total <= 0) return 0;
  const band = Math.floor((obtained * markBandCount) / total);
  return Math.min(markBandCount - 1, Math.max(0, band));
}

/** `GET /api/admin/fees/by-month?year=2026`: a financial year (April–March) of the year it starts. */
export const feesByMonthQuerySchema = z.object({
  year: z.coerce
    .number()
    .int('Give the year the financial year starts in, like 2026.')
    .min(2000, 'Financial years from 2000 to 2098 only.')
    .max(2098, 'Financial years from 2000 to 2098 only.')
    .optional(),
});

/** Reply of `GET /api/admin/fees/by-month`: money received each month, reversals taken off. */
export const feesByMonthSchema = z
  .object({
    startYear: z.number().int(),
    /** '26-27', as on receipts. */
    label: z.string(),
    /** Twelve months, April first: 'yyyy-mm' and the net paise received in it (by the day paid). */
    months: z.array(z.object({ month: z.string(), paise: z.number().int() })),
    totalPaise: z.number().int(),
  })
  .meta({ id: 'FeesByMonth' });
export type FeesByMonth = z.infer<typeof feesByMonthSchema>;

/** One released mock-test score of the session student. */
export const scorePointSchema = z.object({
  attemptId: z.number().int(),
  testId: z.number().int(),
  title: z.string(),
  attemptNumber: z.number().int(),
  submittedAt: isoInstant,
  score: z.number(),
  maxScore: z.number(),
  /** Score out of the maximum, in percent (one decimal); 0 when the test has no marks. */
  percent: z.number(),
});

/** Reply of `GET /api/student/mock-tests/scores`: released scores, oldest first. */
export const scoreHistorySchema = z
  .object({ scores: z.array(scorePointSchema) })
  .meta({ id: 'MockScoreHistory' });
export type ScoreHistory = z.infer<typeof scoreHistorySchema>;
export type ScorePoint = z.infer<typeof scorePointSchema>;
