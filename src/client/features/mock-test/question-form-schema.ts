import { z } from 'zod';
import { questionInputSchema, type Question } from '#shared/mock-question-bank.ts';
import { difficulties, questionTypes } from '#shared/mock-tests.ts';
import { fieldPaths, formOfBody } from '#client/components/form/form-schema.ts';

/**
 * The question dialog's fields: every field of both types at once, so switching the type keeps
 * what was typed. On submit they become the contract's `questionInputSchema` body, and its
 * messages land on the same field paths (`options.A`, `range.max`, …).
 */
const questionFields = z.object({
  type: z.enum(questionTypes),
  text: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  correctOption: z.string(),
  range: z.object({ min: z.string(), max: z.string() }),
  explanation: z.string(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(difficulties),
});

export const questionFormSchema = formOfBody(questionFields, questionInputSchema, (v) => {
  const common = {
    text: v.text,
    explanation: v.explanation,
    subject: v.subject,
    topic: v.topic,
    difficulty: v.difficulty,
  };
  return v.type === 'mcq'
    ? { type: 'mcq', ...common, options: v.options, correctOption: v.correctOption || undefined }
    : { type: 'numerical', ...common, range: v.range };
});
export type QuestionFormValues = z.input<typeof questionFormSchema>;

/** The fields a server's message is shown on: all but the type (a menu of the two types). */
export const questionFormFields = fieldPaths(questionFields, ['type']);

export function questionFormValues(q: Question | null): QuestionFormValues {
  return {
    type: q?.type ?? 'mcq',
    text: q?.text ?? '',
    options: q?.options ?? { A: '', B: '', C: '', D: '' },
    correctOption: q?.correctOption ?? '',
    range: q?.range ?? { min: '', max: '' },
    explanation: q?.explanation ?? '',
    subject: q?.subject ?? '',
    topic: q?.topic ?? '',
    difficulty: q?.difficulty ?? 'medium',
  };
}
