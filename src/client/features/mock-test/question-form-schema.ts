import { z } from 'zod';
import { questionInputSchema, type Question } from '#shared/mock-question-bank.ts';
import { difficulties, questionTypes } from '#shared/mock-tests.ts';

/**
 * The question dialog's fields: every field of both types at once, so switching the type keeps
 * what was typed. On submit they become the contract's `questionInputSchema` body, and its
 * messages land on the same field paths (`options.A`, `range.max`, …).
 */
export const questionFormSchema = z
  .object({
    type: z.enum(questionTypes),
    text: z.string(),
    options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
    correctOption: z.string(),
    range: z.object({ min: z.string(), max: z.string() }),
    explanation: z.string(),
    subject: z.string(),
    topic: z.string(),
    difficulty: z.enum(difficulties),
  })
  .transform((v, ctx) => {
    const common = {
      text: v.text,
      explanation: v.explanation,
      subject: v.subject,
      topic: v.topic,
      difficulty: v.difficulty,
    };
    const parsed = questionInputSchema.safeParse(
      v.type === 'mcq'
        ? {
            type: 'mcq',
            ...common,
            options: v.options,
            correctOption: v.correctOption || undefined,
          }
        : { type: 'numerical', ...common, range: v.range },
    );
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
export type QuestionFormValues = z.input<typeof questionFormSchema>;

export const questionFormFields = [
  'text',
  'options.A',
  'options.B',
  'options.C',
  'options.D',
  'correctOption',
  'range.min',
  'range.max',
  'explanation',
  'subject',
  'topic',
  'difficulty',
] as const;

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
