import { z } from 'zod';
import {
  markingSchemeSchema,
  numericalTextSchema,
  optionKeys,
  paletteStates,
  responseSchema,
} from './mock-test-schemas';
import { hasAtMostTwoDecimals, parsePlainDecimal, compareDecimal } from './decimal';

/**
 * The mock-test API contract (issue 9): every request body and reply of the question bank, the
 * test builder, taking a test and its results. docs/mock-tests-api.md lists the routes. Scoring
 * rules live in `mock-scoring.ts`, palette states and answers in `mock-test-schemas.ts`, rank and
 * NTA percentile in `ranking.ts`. Ids are numbers; times are ISO 8601 instants (UTC, `Z`).
 */

export { optionKeys, paletteStates, type OptionKey, type PaletteState } from './mock-test-schemas';

const isoInstant = z.string().describe('An ISO 8601 instant, e.g. 2026-11-22T04:30:00.000Z');
const id = z.number().int().positive();

export const questionTypes = ['mcq', 'numerical'] as const;
export type QuestionType = (typeof questionTypes)[number];
export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

/** Limits shared by forms and the server. */
export const mockTestLimits = {
  questionTextMax: 5000,
  optionTextMax: 1000,
  explanationMax: 5000,
  subjectMax: 60,
  topicMax: 100,
  titleMax: 150,
  instructionsMax: 10_000,
  sectionTitleMax: 60,
  sectionsMax: 10,
  questionsPerTestMax: 300,
  durationMinutesMax: 600,
  attemptsAllowedMax: 20,
  csvImportMaxRows: 2000,
  csvImportMaxBytes: 5 * 1024 * 1024,
  imageMaxBytes: 5 * 1024 * 1024,
  searchPageSizeMax: 100,
} as const;

/** Messages a screen may show as they are (the server sends the same in `message`). */
export const mockTestMessages = {
  timeUp: 'Time is up: the test was submitted and no more answers are accepted.',
  alreadySubmitted: 'This attempt was already submitted: no more answers are accepted.',
  attemptActive: 'You have a test in progress. Finish or submit it first.',
  testNotOpen: 'This test is not open now.',
  noAttemptsLeft: 'You have used all your attempts at this test.',
  testHasAttempts: 'Students have already taken this test, so its questions cannot change.',
  questionInUse: 'This question is part of a test and cannot be deleted.',
  csvInvalid: 'The file has mistakes; nothing was imported. Fix the rows listed and try again.',
  resultNotReady: 'The result is not ready yet.',
} as const;

// ---------------------------------------------------------------------------------------------
// Question bank (admin)

const text = (max: number, label: string) =>
  z
    .string(`Enter the ${label}.`)
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} is at most ${max} characters.`);
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `The ${label} is at most ${max} characters.`).default('');

/** The four options of a multiple-choice question, by letter. */
export const mcqOptionsSchema = z.object({
  A: text(mockTestLimits.optionTextMax, 'option A'),
  B: text(mockTestLimits.optionTextMax, 'option B'),
  C: text(mockTestLimits.optionTextMax, 'option C'),
  D: text(mockTestLimits.optionTextMax, 'option D'),
});
export type McqOptions = z.infer<typeof mcqOptionsSchema>;

/** Accepted answers of a numerical question, both ends included ('2.45'–'2.55'; min = max for one value). */
export const numericalRangeSchema = z
  .object({ min: numericalTextSchema, max: numericalTextSchema })
  .refine(
    (r) => {
      const [a, b] = [parsePlainDecimal(r.min), parsePlainDecimal(r.max)];
      return !a || !b || compareDecimal(a, b) <= 0;
    },
    { message: 'The lowest accepted answer cannot be above the highest.', path: ['max'] },
  );
export type NumericalRange = z.infer<typeof numericalRangeSchema>;

const questionCommon = {
  text: text(mockTestLimits.questionTextMax, 'question'),
  explanation: optionalText(mockTestLimits.explanationMax, 'explanation'),
  subject: text(mockTestLimits.subjectMax, 'subject'),
  topic: optionalText(mockTestLimits.topicMax, 'topic'),
  difficulty: z.enum(difficulties, 'Choose easy, medium or hard.').default('medium'),
};

/** `POST /api/admin/mock-questions` and `PUT /api/admin/mock-questions/:id` body. */
export const questionInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('mcq'),
    ...questionCommon,
    options: mcqOptionsSchema,
    correctOption: z.enum(optionKeys, 'Choose the correct option: A, B, C or D.'),
  }),
  z.object({
    type: z.literal('numerical'),
    ...questionCommon,
    range: numericalRangeSchema,
  }),
]);
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionFields = z.output<typeof questionInputSchema>;

/** A bank question as the admin sees it. `options`/`correctOption` only for mcq, `range` only for numerical. */
export const questionSchema = z
  .object({
    id,
    type: z.enum(questionTypes),
    text: z.string(),
    /** `/uploads/<name>.webp`, or null. */
    imageUrl: z.string().nullable(),
    options: mcqOptionsSchema.nullable(),
    correctOption: z.enum(optionKeys).nullable(),
    range: z.object({ min: z.string(), max: z.string() }).nullable(),
    explanation: z.string(),
    subject: z.string(),
    topic: z.string(),
    difficulty: z.enum(difficulties),
    /** How many tests use it (a used question cannot be deleted). */
    testCount: z.number().int(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .meta({ id: 'MockQuestion' });
export type Question = z.infer<typeof questionSchema>;

const pageNumber = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** `GET /api/admin/mock-questions` query: all filters optional; `q` searches text, topic and subject. */
export const questionSearchSchema = z.object({
  q: z.string().trim().max(200).optional(),
  subject: z.string().trim().max(mockTestLimits.subjectMax).optional(),
  topic: z.string().trim().max(mockTestLimits.topicMax).optional(),
  type: z.enum(questionTypes).optional(),
  difficulty: z.enum(difficulties).optional(),
  page: pageNumber(1, 100_000),
  pageSize: pageNumber(25, mockTestLimits.searchPageSizeMax),
});
export type QuestionSearch = z.input<typeof questionSearchSchema>;

export const questionPageSchema = z.object({
  items: z.array(questionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every subject and topic in the bank, for the filters. */
  subjects: z.array(z.string()),
  topics: z.array(z.string()),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

/**
 * The columns of the CSV import and export, in order. Type is `mcq` or `numerical`; an mcq fills
 * Option A–D and Correct Option; a numerical fills Answer Min and Answer Max (equal for one value).
 */
export const questionCsvColumns = {
  type: 'Type',
  text: 'Question',
  optionA: 'Option A',
  optionB: 'Option B',
  optionC: 'Option C',
  optionD: 'Option D',
  correctOption: 'Correct Option',
  answerMin: 'Answer Min',
  answerMax: 'Answer Max',
  explanation: 'Explanation',
  subject: 'Subject',
  topic: 'Topic',
  difficulty: 'Difficulty',
} as const;

/** Reply of `POST /api/admin/mock-questions/import` when every row was saved. */
export const questionImportReplySchema = z.object({
  imported: z.number().int(),
  ids: z.array(id),
});
export type QuestionImportReply = z.infer<typeof questionImportReplySchema>;

// ---------------------------------------------------------------------------------------------
// Test builder (admin)

const marks = z.number().refine(hasAtMostTwoDecimals, 'Marks have at most two decimal places.');

export const resultsReleases = ['immediately', 'after_window'] as const;
export type ResultsRelease = (typeof resultsReleases)[number];

/** One section of the builder: its questions in order, and its own marks if they differ. */
export const sectionInputSchema = z.object({
  title: text(mockTestLimits.sectionTitleMax, 'section title'),
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
export type SectionInput = z.input<typeof sectionInputSchema>;

/** `POST /api/admin/mock-tests` and `PUT /api/admin/mock-tests/:id` body. */
export const testInputSchema = z
  .object({
    title: text(mockTestLimits.titleMax, 'title'),
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
    resultsRelease: z.enum(resultsReleases).default('immediately'),
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
export const testQuestionSchema = z.object({
  questionId: id,
  /** 1-based number within the whole test, in the builder's order. */
  number: z.number().int(),
  type: z.enum(questionTypes),
  text: z.string(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(difficulties),
  /** The key in force for this test (a changed key replaces the bank's). */
  correctOption: z.enum(optionKeys).nullable(),
  range: z.object({ min: z.string(), max: z.string() }).nullable(),
  dropped: z.boolean(),
  keyChanged: z.boolean(),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

export const testSectionSchema = z.object({
  id,
  title: z.string(),
  correctMarks: z.number().nullable(),
  wrongMarks: z.number().nullable(),
  questions: z.array(testQuestionSchema),
});

export const testStatuses = ['draft', 'upcoming', 'open', 'closed'] as const;
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

// ---------------------------------------------------------------------------------------------
// Taking a test (student)

/** A test in the student's Mock Test page. */
export const studentTestSchema = z.object({
  id,
  title: z.string(),
  courseName: z.string().nullable(),
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  maxScore: z.number(),
  correctMarks: z.number(),
  wrongMarks: z.number(),
  windowStart: isoInstant,
  windowEnd: isoInstant,
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  /** The attempt in progress at this test (resume it), or null. */
  activeAttemptId: id.nullable(),
  /** The latest submitted attempt, or null. */
  lastAttemptId: id.nullable(),
  /** Whether a submitted attempt's score and review can be seen now. */
  resultsAvailable: z.boolean(),
  resultsRelease: z.enum(resultsReleases),
});
export type StudentTest = z.infer<typeof studentTestSchema>;

/**
 * `GET /api/student/mock-tests`. available: open now with an attempt left (or one in progress);
 * upcoming: opens later; finished: the student submitted at least once (may also be available
 * again when attempts remain). Tests of the student's courses and course-less tests only.
 */
export const studentTestsReplySchema = z.object({
  serverNow: isoInstant,
  available: z.array(studentTestSchema),
  upcoming: z.array(studentTestSchema),
  finished: z.array(studentTestSchema),
});
export type StudentTestsReply = z.infer<typeof studentTestsReplySchema>;

const sectionInfo = z.object({
  id,
  title: z.string(),
  questionCount: z.number().int(),
  correctMarks: z.number(),
  wrongMarks: z.number(),
});

/** `GET /api/student/mock-tests/:id`: the instructions page before 'I am ready to begin'. */
export const studentTestDetailSchema = studentTestSchema.extend({
  instructions: z.string(),
  sections: z.array(sectionInfo),
  /** Null when the student may start (or resume); else the code a start would get. */
  cannotStart: z.enum(['TEST_NOT_OPEN', 'NO_ATTEMPTS_LEFT', 'ATTEMPT_ACTIVE']).nullable(),
  serverNow: isoInstant,
});
export type StudentTestDetail = z.infer<typeof studentTestDetailSchema>;

/** An option as shown: its letter stays the original key even when options are shuffled. */
export const shownOptionSchema = z.object({ key: z.enum(optionKeys), text: z.string() });

/** One question of an attempt, in the attempt's order, without its key. */
export const attemptQuestionSchema = z.object({
  questionId: id,
  /** 1-based number in this attempt's order (what the palette shows). */
  number: z.number().int(),
  sectionId: id,
  type: z.enum(questionTypes),
  text: z.string(),
  imageUrl: z.string().nullable(),
  /** mcq: four options in this attempt's order; numerical: null. */
  options: z.array(shownOptionSchema).nullable(),
  state: z.enum(paletteStates),
  answer: z.string().nullable(),
  timeSpentSeconds: z.number().int(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const attemptStatuses = ['in_progress', 'submitted'] as const;

/**
 * `GET /api/student/mock-attempts/:id` (resume), and `POST /api/student/mock-tests/:id/attempts`.
 * `remainingSeconds` is the server's (0 once the deadline passed); an attempt whose deadline
 * passed is `submitted` with `submittedBy: 'server'` even before the sweep stores it.
 */
export const attemptStateSchema = z.object({
  attemptId: id,
  testId: id,
  title: z.string(),
  attemptNumber: z.number().int(),
  status: z.enum(attemptStatuses),
  startedAt: isoInstant,
  deadline: isoInstant,
  serverNow: isoInstant,
  remainingSeconds: z.number().int(),
  submittedAt: isoInstant.nullable(),
  submittedBy: z.enum(['student', 'server']).nullable(),
  correctMarks: z.number(),
  wrongMarks: z.number(),
  sections: z.array(sectionInfo),
  questions: z.array(attemptQuestionSchema),
  /** The highest save sequence number the server has applied: continue numbering above it. */
  lastSeq: z.number().int(),
  tabSwitches: z.number().int(),
});
export type AttemptState = z.infer<typeof attemptStateSchema>;

/**
 * `PUT /api/student/mock-attempts/:id/answers/:questionId`: the whole state of one question.
 * Save & Next / Save & Mark for Review: an answered state with the answer; Clear Response:
 * `not_answered` with null; Mark for Review & Next: `marked_for_review`; visiting a question for
 * the first time: `not_answered`. `seq` numbers the attempt's saves (from `lastSeq` + 1, one more
 * per save, on every device): a save with a lower or equal seq than the one stored for that
 * question changes nothing and is still acknowledged, so a retried or late queued save cannot
 * undo a newer one. `timeSpentSeconds` is the question's running total as the client counts it.
 */
export const saveAnswerSchema = z
  .object({
    state: z.enum(paletteStates),
    answer: z.string().trim().min(1).max(24).nullable().default(null),
    seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    timeSpentSeconds: z.number().int().min(0).max(86_400).default(0),
  })
  .superRefine((body, ctx) => {
    const r = responseSchema.safeParse({ questionId: 'q', state: body.state, answer: body.answer });
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type SaveAnswerInput = z.input<typeof saveAnswerSchema>;

export const saveAnswerReplySchema = z.object({
  /** False when a newer save (higher seq) was already stored: this one was acknowledged but ignored. */
  applied: z.boolean(),
  seq: z.number().int(),
  remainingSeconds: z.number().int(),
});
export type SaveAnswerReply = z.infer<typeof saveAnswerReplySchema>;

/** `POST /api/student/mock-attempts/:id/tab-switches`: the client's running count since start. */
export const tabSwitchesSchema = z.object({ count: z.number().int().min(0).max(100_000) });
export const tabSwitchesReplySchema = z.object({ tabSwitches: z.number().int() });

/** `POST /api/student/mock-attempts/:id/submit` reply (idempotent: a repeat gives the same). */
export const submitReplySchema = z.object({
  attemptId: id,
  testId: id,
  submittedAt: isoInstant,
  submittedBy: z.enum(['student', 'server']),
  /** Whether `GET …/result` shows the score now (else after the window closes). */
  resultsAvailable: z.boolean(),
  resultsAt: isoInstant,
});
export type SubmitReply = z.infer<typeof submitReplySchema>;

// ---------------------------------------------------------------------------------------------
// Results

const tally = {
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
};

export const sectionResultSchema = z.object({ sectionId: id, title: z.string(), ...tally });

export const questionResultKinds = [
  'correct',
  'wrong',
  'unattempted',
  'dropped',
  'invalid',
] as const;

/** One question of the review. */
export const reviewQuestionSchema = z.object({
  questionId: id,
  number: z.number().int(),
  sectionId: id,
  type: z.enum(questionTypes),
  text: z.string(),
  imageUrl: z.string().nullable(),
  options: z.array(shownOptionSchema).nullable(),
  state: z.enum(paletteStates),
  answer: z.string().nullable(),
  correctOption: z.enum(optionKeys).nullable(),
  range: z.object({ min: z.string(), max: z.string() }).nullable(),
  result: z.enum(questionResultKinds),
  marks: z.number(),
  timeSpentSeconds: z.number().int(),
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
  submittedBy: z.enum(['student', 'server']),
  timeTakenSeconds: z.number().int(),
  durationMinutes: z.number().int(),
  correctMarks: z.number(),
  wrongMarks: z.number(),
  released: z.boolean(),
  resultsAt: isoInstant,
  total: z.object(tally).nullable(),
  sections: z.array(sectionResultSchema).nullable(),
  rank: z.number().int().nullable(),
  takers: z.number().int().nullable(),
  percentile: z.string().nullable(),
  tabSwitches: z.number().int(),
  review: z.array(reviewQuestionSchema).nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** One row of the admin's results table (submitted attempts, best first; ties share a rank). */
export const resultRowSchema = z.object({
  attemptId: id,
  studentId: z.string(),
  studentName: z.string(),
  attemptNumber: z.number().int(),
  startedAt: isoInstant,
  submittedAt: isoInstant,
  submittedBy: z.enum(['student', 'server']),
  timeTakenSeconds: z.number().int(),
  score: z.number(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unattempted: z.number().int(),
  accuracy: z.number(),
  rank: z.number().int(),
  percentile: z.string(),
  tabSwitches: z.number().int(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/** `GET /api/admin/mock-tests/:id/results`. */
export const testResultsReplySchema = z.object({
  test: testSummarySchema,
  rows: z.array(resultRowSchema),
  /** Attempts still in progress (not in rows). */
  inProgress: z.array(
    z.object({
      attemptId: id,
      studentId: z.string(),
      studentName: z.string(),
      startedAt: isoInstant,
      deadline: isoInstant,
      tabSwitches: z.number().int(),
    }),
  ),
});
export type TestResultsReply = z.infer<typeof testResultsReplySchema>;

/** `GET /api/admin/mock-tests/:id/question-stats`: one row per question, over submitted attempts. */
export const questionStatSchema = z.object({
  questionId: id,
  number: z.number().int(),
  sectionId: id,
  type: z.enum(questionTypes),
  text: z.string(),
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
