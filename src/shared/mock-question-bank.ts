import { z } from 'zod';
import { compareDecimal, parsePlainDecimal } from './decimal';
import { numericalTextSchema, optionKeys } from './mock-test-schemas';
import {
  difficulties,
  id,
  isoInstant,
  mockTestLimits,
  optionalText,
  questionTypes,
  rangeReplySchema,
  requiredText,
} from './mock-tests';

/** The question bank's contract (admin): questions, search, CSV import and export. */
/** The four options of a multiple-choice question, by letter. */
const mcqOptionsSchema = z.object({
  A: requiredText(mockTestLimits.optionTextMax, 'option A'),
  B: requiredText(mockTestLimits.optionTextMax, 'option B'),
  C: requiredText(mockTestLimits.optionTextMax, 'option C'),
  D: requiredText(mockTestLimits.optionTextMax, 'option D'),
});

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

const questionCommon = {
  text: requiredText(mockTestLimits.questionTextMax, 'question'),
  explanation: optionalText(mockTestLimits.explanationMax, 'explanation'),
  subject: requiredText(mockTestLimits.subjectMax, 'subject'),
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
    range: rangeReplySchema.nullable(),
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
