import { z } from 'zod';
import { attemptQuestionSchema } from './mock-attempts';
import { testSummarySchema } from './mock-test-builder';
import { optionKeys } from './mock-test-schemas';
import { id, isoInstant, rangeReplySchema, submittedBySchema } from './mock-tests';

/** Results: a student's score and review, the admin's results table and question statistics. */
/** The counts and marks of a score, for the whole test or one section. */
const tallySchema = z.object({
  score: z.number(),
  maxScore: z.number(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unattempted: z.number().int(),
  dropped: z.number().int(),
  attempted: z.number().int(),
  negativeMarks: z.number(),
  /** correct ÷ attempted, 0–1. */
  accuracy: z.number(),
});

const sectionResultSchema = tallySchema.extend({ sectionId: id, title: z.string() });

const questionResultKinds = ['correct', 'wrong', 'unattempted', 'dropped', 'invalid'] as const;

/** One question of the review: the question as taken, with its key, outcome and explanation. */
const reviewQuestionSchema = attemptQuestionSchema.extend({
  correctOption: z.enum(optionKeys).nullable(),
  range: rangeReplySchema.nullable(),
  result: z.enum(questionResultKinds),
  marks: z.number(),
  explanation: z.string(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/**
 * `GET /api/student/mock-attempts/:id/result` (and the admin's `/api/admin/mock-attempts/:id/result`).
 * When `released` is false (results after the window), only the attempt facts are given and the
 * score fields are null. Rank is competition rank ("1224") and percentile the NTA formula among
 * every submitted attempt of the test, as a string with 7 decimals ('99.1234567').
 */
export const attemptResultSchema = z.object({
  attemptId: id,
  testId: id,
  title: z.string(),
  studentName: z.string(),
  attemptNumber: z.number().int(),
  startedAt: isoInstant,
  submittedAt: isoInstant,
  submittedBy: submittedBySchema,
  timeTakenSeconds: z.number().int(),
  durationMinutes: z.number().int(),
  correctMarks: z.number(),
  wrongMarks: z.number(),
  released: z.boolean(),
  resultsAt: isoInstant,
  /**
   * When the review (keys, explanations, per-question outcome) is shown to the student: when the
   * window closes, even if the score came at submit. Until then `review` is null (decision 045).
   */
  reviewAt: isoInstant,
  total: tallySchema.nullable(),
  sections: z.array(sectionResultSchema).nullable(),
  rank: z.number().int().nullable(),
  takers: z.number().int().nullable(),
  percentile: z.string().nullable(),
  tabSwitches: z.number().int(),
  review: z.array(reviewQuestionSchema).nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** One row of the admin's results table (submitted attempts, best first; ties share a rank). */
const resultRowSchema = attemptResultSchema
  .pick({
    attemptId: true,
    studentName: true,
    attemptNumber: true,
    startedAt: true,
    submittedAt: true,
    submittedBy: true,
    timeTakenSeconds: true,
    tabSwitches: true,
  })
  .extend(
    tallySchema.pick({ score: true, correct: true, wrong: true, unattempted: true, accuracy: true })
      .shape,
  )
  .extend({
    studentId: z.string(),
    rank: z.number().int(),
    percentile: z.string(),
  });
export type ResultRow = z.infer<typeof resultRowSchema>;

/** `GET /api/admin/mock-tests/:id/results`. */
export const testResultsReplySchema = z.object({
  test: testSummarySchema,
  rows: z.array(resultRowSchema),
  /** Attempts still in progress (not in rows). */
  inProgress: z.array(
    resultRowSchema
      .pick({
        attemptId: true,
        studentId: true,
        studentName: true,
        startedAt: true,
        tabSwitches: true,
      })
      .extend({ deadline: isoInstant }),
  ),
});
export type TestResultsReply = z.infer<typeof testResultsReplySchema>;

/** `GET /api/admin/mock-tests/:id/question-stats`: one row per question, over submitted attempts. */
const questionStatSchema = attemptQuestionSchema
  .pick({ questionId: true, number: true, sectionId: true, type: true, text: true })
  .extend({
    correctOption: z.enum(optionKeys).nullable(),
    dropped: z.boolean(),
    /** How many chose each option (mcq; zeros for numerical). */
    optionCounts: z.object({ A: z.number(), B: z.number(), C: z.number(), D: z.number() }),
    correct: z.number().int(),
    wrong: z.number().int(),
    /** Attempts that left it unanswered (not visited, not answered, or marked without an answer). */
    left: z.number().int(),
    /** Mean seconds spent on it over attempts that visited it (0 when none did). */
    averageTimeSeconds: z.number(),
  });
export const questionStatsReplySchema = z.object({
  attempts: z.number().int(),
  questions: z.array(questionStatSchema),
});
export type QuestionStatsReply = z.infer<typeof questionStatsReplySchema>;
