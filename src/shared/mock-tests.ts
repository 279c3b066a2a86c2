import { z } from 'zod';
import { boundedText } from './bounded-text';

/**
 * The mock-test API contract (issue 9), its shared parts: limits, messages, question types and
 * field helpers. The bodies and replies live by job: `mock-question-bank.ts`,
 * `mock-test-builder.ts`, `mock-attempts.ts` (taking a test) and `mock-results.ts`; scoring rules
 * in `mock-scoring.ts`, palette states and answers in `mock-test-schemas.ts`, rank and NTA
 * percentile in `ranking.ts`. docs/mock-tests-api.md lists the routes. Ids are numbers; times are
 * ISO 8601 instants (UTC, `Z`).
 */

export { optionKeys, paletteStates, type OptionKey, type PaletteState } from './mock-test-schemas';

export const isoInstant = z.string().describe('An ISO 8601 instant, e.g. 2026-11-22T04:30:00.000Z');
export const id = z.number().int().positive();
/** A numerical question's accepted range as sent back (both ends as text). */
export const rangeReplySchema = z.object({ min: z.string(), max: z.string() });
export const submittedBySchema = z.enum(['student', 'server']);

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

/**
 * The text fields of the question bank and the test builder, as their messages name them. Each
 * message below has an entry in the client's `validation` file (`mockText.*`, the limit as
 * `{{max}}`), so a form shows it in the reader's language; a new label needs its entries there.
 */
export const mockTextLabels = [
  'question',
  'option A',
  'option B',
  'option C',
  'option D',
  'explanation',
  'subject',
  'topic',
  'title',
  'instructions',
  'section title',
  'note',
] as const;
export type MockTextLabel = (typeof mockTextLabels)[number];

/** A text field's messages: left empty, and over its limit. */
export const mockTextMessages = {
  required: (label: MockTextLabel) => `Enter the ${label}.`,
  tooLong: (label: MockTextLabel, max: number) => `The ${label} is at most ${max} characters.`,
};

/** A required text field with the forms' messages. */
export const requiredText = (max: number, label: MockTextLabel) =>
  boundedText(mockTextMessages.required(label), max, mockTextMessages.tooLong(label, max));
/** An optional text field ('' when left out). */
export const optionalText = (max: number, label: MockTextLabel) =>
  z.string().trim().max(max, mockTextMessages.tooLong(label, max)).default('');
