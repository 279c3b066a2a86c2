import { z } from 'zod';
import { optionKeys, paletteStates, responseSchema } from './mock-test-schemas';
import { resultsReleases, testSummarySchema } from './mock-test-builder';
import { id, isoInstant, questionTypes, submittedBySchema } from './mock-tests';

/** Taking a test (student): the list, the instructions, the attempt, saves and submission. */

const seq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A test in the student's Mock Test page. */
const studentTestSchema = testSummarySchema
  .pick({
    id: true,
    title: true,
    courseName: true,
    durationMinutes: true,
    questionCount: true,
    maxScore: true,
    windowStart: true,
    windowEnd: true,
  })
  .extend({
    correctMarks: z.number(),
    wrongMarks: z.number(),
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
const shownOptionSchema = z.object({ key: z.enum(optionKeys), text: z.string() });

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

const attemptStatuses = ['in_progress', 'submitted'] as const;

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
  submittedBy: submittedBySchema.nullable(),
  correctMarks: z.number(),
  wrongMarks: z.number(),
  sections: z.array(sectionInfo),
  questions: z.array(attemptQuestionSchema),
  /** The highest save sequence number the server has applied: continue numbering above it. */
  lastSeq: z.number().int(),
  tabSwitches: z.number().int(),
  /** The question on screen at the latest move the server stored (open the test there), or null. */
  currentQuestionId: id.nullable(),
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
 * `currentQuestionId`, when the save ends a move (Save & Next, say), is the question now on
 * screen: stored with the save, in the same statement, as `PUT …/position` would.
 */
export const saveAnswerSchema = z
  .object({
    state: z.enum(paletteStates),
    answer: z.string().trim().min(1).max(24).nullable().default(null),
    seq,
    timeSpentSeconds: z.number().int().min(0).max(86_400).default(0),
    currentQuestionId: id.optional(),
  })
  .superRefine((body, ctx) => {
    const r = responseSchema.safeParse({ questionId: 'q', state: body.state, answer: body.answer });
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type SaveAnswerInput = z.input<typeof saveAnswerSchema>;

/**
 * `PUT /api/student/mock-attempts/:id/position`: a move that saved nothing (Back, Next, a palette
 * click). `seq` numbers it like a save; a move older than the one stored changes nothing.
 */
export const positionSchema = z.object({ questionId: id, seq });
export type PositionInput = z.input<typeof positionSchema>;

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
  submittedBy: submittedBySchema,
  /** Whether `GET …/result` shows the score now (else after the window closes). */
  resultsAvailable: z.boolean(),
  resultsAt: isoInstant,
});
export type SubmitReply = z.infer<typeof submitReplySchema>;
