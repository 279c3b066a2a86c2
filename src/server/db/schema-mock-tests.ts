import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, ref, serialId, updatedAt } from './columns';
import { courses, users } from './schema';

// Mock tests (issue 9). Marks are stored in hundredths (integers) so sums stay exact; numerical
// answers and ranges as the plain decimal text the student typed or the admin entered.

export type McqOptionsJson = { A: string; B: string; C: string; D: string };

/** The question bank. */
export const mockQuestions = pgTable(
  'mock_questions',
  {
    id: serialId(),
    type: text('type', { enum: ['mcq', 'numerical'] }).notNull(),
    text: text('text').notNull(),
    /** Stored name under uploads/ (a re-encoded WebP), or null. */
    imagePath: text('image_path'),
    options: jsonb('options').$type<McqOptionsJson>(),
    correctOption: text('correct_option'),
    rangeMin: text('range_min'),
    rangeMax: text('range_max'),
    explanation: text('explanation').notNull().default(''),
    subject: text('subject').notNull(),
    topic: text('topic').notNull().default(''),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] })
      .notNull()
      .default('medium'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mock_questions_subject_idx').on(t.subject, t.topic),
    check(
      'mock_questions_kind_check',
      sql`(${t.type} = 'mcq' and ${t.options} is not null and ${t.correctOption} in ('A','B','C','D'))
       or (${t.type} = 'numerical' and ${t.rangeMin} is not null and ${t.rangeMax} is not null)`,
    ),
  ],
);

export const mockTests = pgTable(
  'mock_tests',
  {
    id: serialId(),
    title: text('title').notNull(),
    /** Whose students see it; null = every student. A deleted course leaves the test for all. */
    courseId: ref('course_id', () => courses.id, 'set null'),
    instructions: text('instructions').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    correctHundredths: integer('correct_hundredths').notNull().default(400),
    wrongHundredths: integer('wrong_hundredths').notNull().default(-100),
    windowStart: instant('window_start').notNull(),
    windowEnd: instant('window_end').notNull(),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    resultsRelease: text('results_release', { enum: ['immediately', 'after_window'] })
      .notNull()
      .default('after_window'),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mock_tests_window_idx').on(t.published, t.windowStart),
    check('mock_tests_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);

export const mockTestSections = pgTable(
  'mock_test_sections',
  {
    id: serialId(),
    testId: ref('test_id', () => mockTests.id, 'cascade').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** The section's own marks; null = the test's. */
    correctHundredths: integer('correct_hundredths'),
    wrongHundredths: integer('wrong_hundredths'),
  },
  (t) => [uniqueIndex('mock_test_sections_test_position_idx').on(t.testId, t.position)],
);

/** A bank question placed in a test, with what corrections made of it for this test. */
export const mockTestQuestions = pgTable(
  'mock_test_questions',
  {
    id: serialId(),
    testId: ref('test_id', () => mockTests.id, 'cascade').notNull(),
    sectionId: ref('section_id', () => mockTestSections.id, 'cascade').notNull(),
    // Restrict: a question in a test is never deleted from under it.
    questionId: ref('question_id', () => mockQuestions.id, 'restrict').notNull(),
    /** Order in the whole test (sections in order, then questions). */
    position: integer('position').notNull(),
    dropped: boolean('dropped').notNull().default(false),
    /** A changed key for this test (replaces the bank's): an option, or a numerical range. */
    keyOption: text('key_option'),
    keyMin: text('key_min'),
    keyMax: text('key_max'),
  },
  (t) => [
    uniqueIndex('mock_test_questions_test_question_idx').on(t.testId, t.questionId),
    index('mock_test_questions_question_idx').on(t.questionId),
  ],
);

/**
 * One sitting of a test. The deadline is fixed by the server at the start; submittedBy says
 * whether the student or the server (at the deadline) submitted it. Scores are stored at
 * submission and recomputed when a question is dropped or its key changed.
 */
export const mockAttempts = pgTable(
  'mock_attempts',
  {
    id: serialId(),
    testId: ref('test_id', () => mockTests.id, 'restrict').notNull(),
    userId: ref('user_id', () => users.id, 'cascade').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    deadline: instant('deadline').notNull(),
    submittedAt: instant('submitted_at'),
    submittedBy: text('submitted_by', { enum: ['student', 'server'] }),
    tabSwitches: integer('tab_switches').notNull().default(0),
    /** The attempt's question order (bank ids) and, per mcq, its option order ('CADB'). */
    questionOrder: jsonb('question_order').$type<number[]>().notNull(),
    optionOrders: jsonb('option_orders').$type<Record<string, string>>().notNull(),
    scoreHundredths: integer('score_hundredths'),
    correctCount: integer('correct_count'),
    wrongCount: integer('wrong_count'),
    unattemptedCount: integer('unattempted_count'),
    createdAt: createdAt(),
  },
  (t) => [
    // One attempt in progress per student, whatever the test.
    uniqueIndex('mock_attempts_one_active_idx')
      .on(t.userId)
      .where(sql`${t.submittedAt} is null`),
    uniqueIndex('mock_attempts_user_test_number_idx').on(t.userId, t.testId, t.attemptNumber),
    index('mock_attempts_test_idx').on(t.testId, t.scoreHundredths),
    index('mock_attempts_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.submittedAt} is null`),
  ],
);

/** The saved state of one question in one attempt (one row, upserted; the highest seq wins). */
export const mockAnswers = pgTable(
  'mock_answers',
  {
    attemptId: ref('attempt_id', () => mockAttempts.id, 'cascade').notNull(),
    questionId: integer('question_id').notNull(),
    state: text('state').notNull(),
    answer: text('answer'),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * The question on screen in an attempt, so another device (or a reload) resumes there. Its own
 * narrow row, not a column of the attempt: the save statement upserts it beside the answer while
 * holding the attempt only FOR SHARE, and the attempt's wide row is never rewritten per move.
 */
export const mockAttemptPositions = pgTable('mock_attempt_positions', {
  attemptId: ref('attempt_id', () => mockAttempts.id, 'cascade').primaryKey(),
  questionId: integer('question_id').notNull(),
  /** The save sequence number of the move: an older move never overwrites a newer one. */
  seq: bigint('seq', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

/** What was corrected in a test after the fact, and how many attempts it recomputed. */
export const mockQuestionChanges = pgTable(
  'mock_question_changes',
  {
    id: serialId(),
    testId: ref('test_id', () => mockTests.id, 'cascade').notNull(),
    questionId: integer('question_id').notNull(),
    kind: text('kind', { enum: ['dropped', 'restored', 'key_changed'] }).notNull(),
    oldKey: text('old_key'),
    newKey: text('new_key'),
    note: text('note').notNull().default(''),
    changedBy: ref('changed_by', () => users.id, 'set null'),
    recomputed: integer('recomputed').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('mock_question_changes_test_idx').on(t.testId)],
);
