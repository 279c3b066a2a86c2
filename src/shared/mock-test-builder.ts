import { z } from 'zod';
import { hasAtMostTwoDecimals } from './decimal';
import { numericalRangeSchema, questionSchema } from './mock-question-bank';
import { markingSchemeSchema, optionKeys } from './mock-test-schemas';
import { id, isoInstant, mockTestLimits, optionalText, requiredText } from './mock-tests';

/** The test builder's contract (admin): tests, sections, corrections after the fact. */
const marks = z.number().refine(hasAtMostTwoDecimals, 'Marks have at most two decimal places.');

export const resultsReleases = ['immediately', 'after_window'] as const;

/** One section of the builder: its questions in order, and its own marks if they differ. */
const sectionInputSchema = z.object({
  title: requiredText(mockTestLimits.sectionTitleMax, 'section title'),
  /** Marks per correct / wrong answer in this section; null = the test's. */
  correctMarks: marks
    .refine((v) => v > 0 && v <= 100, 'Marks per correct answer are above 0 and at most 100.')
    .nullable()
    .default(null),
  wrongMarks: marks
    .refine((v) => v <= 0 && v >= -100, 'Marks per wrong answer are 0 or negative, at least -100.')
    .nullable()
    .default(null),
  questionIds: z.array(id).max(mockTestLimits.questionsPerTestMax),
});

/** `POST /api/admin/mock-tests` and `PUT /api/admin/mock-tests/:id` body. */
export const testInputSchema = z
  .object({
    title: requiredText(mockTestLimits.titleMax, 'title'),
    /** The course whose students see it; null = every student. */
    courseId: id.nullable().default(null),
    instructions: optionalText(mockTestLimits.instructionsMax, 'instructions'),
    durationMinutes: z
      .number('Enter the duration in minutes.')
      .int('Enter whole minutes.')
      .min(1, 'The duration is at least 1 minute.')
      .max(mockTestLimits.durationMinutesMax, 'The duration is at most 600 minutes.'),
    correctMarks: markingSchemeSchema.shape.correct,
    wrongMarks: markingSchemeSchema.shape.wrong,
    windowStart: z.iso.datetime({ offset: true, error: 'Enter when the test opens.' }),
    windowEnd: z.iso.datetime({ offset: true, error: 'Enter when the test closes.' }),
    attemptsAllowed: z
      .number()
      .int()
      .min(1, 'At least 1 attempt.')
      .max(mockTestLimits.attemptsAllowedMax)
      .default(1),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    resultsRelease: z.enum(resultsReleases).default('after_window'),
    sections: z
      .array(sectionInputSchema)
      .min(1, 'Add at least one section.')
      .max(mockTestLimits.sectionsMax),
  })
  .superRefine((t, ctx) => {
    if (Date.parse(t.windowEnd) <= Date.parse(t.windowStart)) {
      ctx.addIssue({
        code: 'custom',
        path: ['windowEnd'],
        message: 'The test must close after it opens.',
      });
    }
    const seen = new Set<number>();
    t.sections.forEach((s, i) =>
      s.questionIds.forEach((q, j) => {
        if (seen.has(q)) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', i, 'questionIds', j],
            message: 'A question appears only once in a test.',
          });
        }
        seen.add(q);
      }),
    );
    if (seen.size > mockTestLimits.questionsPerTestMax) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'At most 300 questions.' });
    }
  });
export type TestInput = z.input<typeof testInputSchema>;
export type TestFields = z.output<typeof testInputSchema>;

/** A question as placed in a test (admin view): the bank question plus its test-level status. */
const testQuestionSchema = questionSchema
  .pick({ type: true, text: true, subject: true, topic: true, difficulty: true, range: true })
  .extend({
    questionId: id,
    /** 1-based number within the whole test, in the builder's order. */
    number: z.number().int(),
    /** The key in force for this test (a changed key replaces the bank's). */
    correctOption: z.enum(optionKeys).nullable(),
    dropped: z.boolean(),
    keyChanged: z.boolean(),
  });
export type TestQuestion = z.infer<typeof testQuestionSchema>;

const testSectionSchema = z.object({
  id,
  title: z.string(),
  correctMarks: z.number().nullable(),
  wrongMarks: z.number().nullable(),
  questions: z.array(testQuestionSchema),
});

const testStatuses = ['draft', 'upcoming', 'open', 'closed'] as const;
export type TestStatus = (typeof testStatuses)[number];

/** A test in the admin list. `status` is derived: draft (unpublished), upcoming, open, closed. */
export const testSummarySchema = z.object({
  id,
  title: z.string(),
  courseId: id.nullable(),
  courseName: z.string().nullable(),
  durationMinutes: z.number().int(),
  windowStart: isoInstant,
  windowEnd: isoInstant,
  published: z.boolean(),
  status: z.enum(testStatuses),
  questionCount: z.number().int(),
  maxScore: z.number(),
  /** Submitted attempts / attempts in progress. */
  submittedCount: z.number().int(),
  activeCount: z.number().int(),
});
export type TestSummary = z.infer<typeof testSummarySchema>;

/** `GET /api/admin/mock-tests/:id` and the reply of every builder write. */
export const testDetailSchema = testSummarySchema.extend({
  instructions: z.string(),
  correctMarks: z.number(),
  wrongMarks: z.number(),
  attemptsAllowed: z.number().int(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  resultsRelease: z.enum(resultsReleases),
  sections: z.array(testSectionSchema),
  /** Once true, sections, questions, duration and shuffling are locked (409 TEST_HAS_ATTEMPTS). */
  hasAttempts: z.boolean(),
  /**
   * Other published tests that use some of the same bank questions, while this test or that one
   * has not closed yet: the first to close shows its answers, which are part of the other's key
   * (decision 045). The builder warns with this list.
   */
  sharedWith: z.array(
    z.object({
      id,
      title: z.string(),
      status: z.enum(testStatuses),
      windowEnd: isoInstant,
      sharedCount: z.number().int(),
    }),
  ),
});
export type TestDetail = z.infer<typeof testDetailSchema>;

/**
 * `POST /api/admin/mock-tests/:id/questions/:questionId/correction`: drop a question (everyone
 * gets its full marks) or restore it, and/or change its key for this test. Scores of every
 * submitted attempt are recomputed in the same transaction.
 */
export const questionCorrectionSchema = z
  .object({
    dropped: z.boolean().optional(),
    correctOption: z.enum(optionKeys).optional(),
    range: numericalRangeSchema.optional(),
    /** Why, for the change log. */
    note: optionalText(500, 'note'),
  })
  .refine((c) => c.dropped !== undefined || c.correctOption || c.range, {
    message: 'Drop or restore the question, or give its new key.',
    path: ['dropped'],
  });
export type QuestionCorrectionInput = z.input<typeof questionCorrectionSchema>;

export const questionCorrectionReplySchema = z.object({
  test: testDetailSchema,
  /** Submitted attempts whose scores were recomputed. */
  recomputed: z.number().int(),
});
export type QuestionCorrectionReply = z.infer<typeof questionCorrectionReplySchema>;

/** The builder's input for a test as it stands (to change a field or two and PUT it back). */
export function testInputOf(d: TestDetail): TestFields {
  return {
    title: d.title,
    courseId: d.courseId,
    instructions: d.instructions,
    durationMinutes: d.durationMinutes,
    correctMarks: d.correctMarks,
    wrongMarks: d.wrongMarks,
    windowStart: d.windowStart,
    windowEnd: d.windowEnd,
    attemptsAllowed: d.attemptsAllowed,
    shuffleQuestions: d.shuffleQuestions,
    shuffleOptions: d.shuffleOptions,
    resultsRelease: d.resultsRelease,
    sections: d.sections.map((s) => ({
      title: s.title,
      correctMarks: s.correctMarks,
      wrongMarks: s.wrongMarks,
      questionIds: s.questions.map((q) => q.questionId),
    })),
  };
}
