import { z } from 'zod';
import {
  compareDecimal,
  hasAtMostTwoDecimals,
  maxDecimalLength,
  parsePlainDecimal,
} from './decimal';

/**
 * The five question-palette states of NTA's computer-based tests. Only the two with "answered"
 * carry a saved answer, and both are evaluated ("answered and marked for review" counts).
 */
export const paletteStates = [
  'not_visited',
  'not_answered',
  'answered',
  'marked_for_review',
  'answered_marked_for_review',
] as const;
export type PaletteState = (typeof paletteStates)[number];

/** States whose saved answer is evaluated. */
export const answeredStates: ReadonlySet<PaletteState> = new Set([
  'answered',
  'answered_marked_for_review',
]);

/** A single-correct multiple-choice question has exactly these four options. */
export const optionKeys = ['A', 'B', 'C', 'D'] as const;
export type OptionKey = (typeof optionKeys)[number];

const marks = (label: string) =>
  z
    .number(`Enter the marks ${label}.`)
    .refine(hasAtMostTwoDecimals, `Marks ${label} have at most two decimal places.`);

const correctMarks = marks('per correct answer')
  .refine((v) => v > 0, 'Marks per correct answer must be above 0, e.g. 4.')
  .refine((v) => v <= 100, 'Marks per correct answer are at most 100.');
const wrongMarks = marks('per wrong answer')
  .refine((v) => v <= 0, 'Marks per wrong answer are 0 or negative, e.g. -1.')
  .refine((v) => v >= -100, 'Marks per wrong answer are at least -100.');

/**
 * The marking of a test: +4 / −1 unless given, and per-section overrides (a numerical section
 * without negative marking, say). Unattempted is always 0. Marks may have two decimals (−0.25,
 * 1.33); scoring adds them as hundredths so totals stay exact.
 */
export const markingSchemeSchema = z.object({
  correct: correctMarks.default(4),
  wrong: wrongMarks.default(-1),
  sections: z
    .record(
      z.string().min(1).max(64),
      z.object({ correct: correctMarks.optional(), wrong: wrongMarks.optional() }),
    )
    .default({}),
});
export type MarkingScheme = z.output<typeof markingSchemeSchema>;

/** A numerical answer as text: a plain decimal ('2.5', '-3', '.75'); exponents, '+', commas refused. */
export const numericalTextSchema = z
  .string()
  .trim()
  .max(maxDecimalLength, 'That number is too long.')
  .refine(
    (v) => parsePlainDecimal(v) !== null,
    'Enter a plain number such as 2.5 or -3 (digits, one decimal point, an optional minus).',
  );

const questionBase = {
  id: z.string().min(1).max(64),
  sectionId: z.string().min(1).max(64),
  /** Dropped after the test: everyone gets the full marks for it, attempted or not. */
  dropped: z.boolean().default(false),
};

/**
 * What scoring needs of a question. A changed key is simply the new `correctOption` (or range):
 * recomputing the scores applies it to every attempt.
 */
export const scoringQuestionSchema = z.discriminatedUnion('type', [
  z.object({
    ...questionBase,
    type: z.literal('mcq'),
    correctOption: z.enum(optionKeys, 'Choose the correct option: A, B, C or D.'),
  }),
  z
    .object({
      ...questionBase,
      type: z.literal('numerical'),
      /** Accepted answers, both ends included: [2.45, 2.55] accepts 2.45, 2.5 and 2.55. */
      range: z.object({ min: numericalTextSchema, max: numericalTextSchema }),
    })
    .refine(
      (q) => {
        const [min, max] = [parsePlainDecimal(q.range.min), parsePlainDecimal(q.range.max)];
        // zod still runs this after an end failed its own check: that end has its message.
        return !min || !max || compareDecimal(min, max) <= 0;
      },
      {
        message: 'The lowest accepted answer cannot be above the highest.',
        path: ['range', 'max'],
      },
    ),
]);
export type ScoringQuestionInput = z.input<typeof scoringQuestionSchema>;
export type ScoringQuestion = z.output<typeof scoringQuestionSchema>;

/**
 * One saved response: the palette state and the saved answer, if any. An answer comes with, and
 * only with, the two answered states, as the Save buttons produce them; "Mark for Review & Next"
 * and a palette click never save an answer. Whether the answer fits its question's type is
 * `answerProblem`'s job (the response alone does not know the type).
 */
export const responseSchema = z
  .object({
    questionId: z.string().min(1).max(64),
    state: z.enum(paletteStates),
    answer: z.string().trim().min(1).max(maxDecimalLength).nullable().default(null),
  })
  .superRefine((r, ctx) => {
    if (answeredStates.has(r.state) && r.answer === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message: 'Choose an option or enter a number before saving.',
      });
    }
    if (!answeredStates.has(r.state) && r.answer !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message: 'Only a saved answer is kept: this state carries none.',
      });
    }
  });
export type ResponseInput = z.input<typeof responseSchema>;
export type SavedResponse = z.output<typeof responseSchema>;

/** Why `answer` cannot be an answer to `question`, or null when it can. */
export function answerProblem(
  question: Pick<ScoringQuestion, 'type'>,
  answer: string,
): string | null {
  if (question.type === 'mcq') {
    return (optionKeys as readonly string[]).includes(answer)
      ? null
      : 'Choose one of the options A, B, C or D.';
  }
  const parsed = numericalTextSchema.safeParse(answer);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a number.');
}
