// The mock tests' schemas as scoring reads them: the marking's defaults and limits, answers only
// with the answered states, and a numerical question's range.
import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  markingSchemeSchema,
  responseSchema,
  scoringQuestionSchema,
} from './mock-test-schemas';

const mcq = (id: string, correctOption: 'A' | 'B' | 'C' | 'D', sectionId = 'physics') =>
  ({ id, sectionId, type: 'mcq', correctOption }) as const;
const numerical = (id: string, min: string, max: string, sectionId = 'maths') =>
  ({ id, sectionId, type: 'numerical', range: { min, max } }) as const;

describe('schemas', () => {
  it('defaults the marking to +4 / −1 and refuses odd marks with clear messages', () => {
    expect(markingSchemeSchema.parse({})).toEqual({ correct: 4, wrong: -1, sections: {} });
    const bad = markingSchemeSchema.safeParse({
      correct: 0,
      wrong: 1,
      sections: { s: { correct: 1.333 } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Marks per correct answer must be above 0, e.g. 4.',
      'Marks per wrong answer are 0 or negative, e.g. -1.',
      'Marks per correct answer have at most two decimal places.',
    ]);
  });

  it('pairs answers with the answered states only', () => {
    expect(responseSchema.safeParse({ questionId: 'q', state: 'answered' }).success).toBe(false);
    expect(
      responseSchema.safeParse({ questionId: 'q', state: 'marked_for_review', answer: 'A' })
        .success,
    ).toBe(false);
    expect(responseSchema.parse({ questionId: 'q', state: 'marked_for_review' }).answer).toBeNull();
    expect(
      responseSchema.parse({ questionId: 'q', state: 'answered', answer: ' 2.5 ' }).answer,
    ).toBe('2.5');
  });

  it('refuses a numerical range whose ends are reversed or not plain numbers', () => {
    expect(
      scoringQuestionSchema.safeParse(numerical('n', '3', '2')).error?.issues[0]?.message,
    ).toBe('The lowest accepted answer cannot be above the highest.');
    expect(scoringQuestionSchema.safeParse(numerical('n', '1e3', '2')).success).toBe(false);
    expect(scoringQuestionSchema.safeParse({ ...mcq('q', 'A'), correctOption: 'E' }).success).toBe(
      false,
    );
  });

  it('says why an answer does not fit its question', () => {
    expect(answerProblem({ type: 'mcq' }, 'C')).toBeNull();
    expect(answerProblem({ type: 'mcq' }, 'c')).toBe('Choose one of the options A, B, C or D.');
    expect(answerProblem({ type: 'numerical' }, '-0.75')).toBeNull();
    for (const text of ['1e3', '+5', '1,000', 'abc'])
      expect(answerProblem({ type: 'numerical' }, text), text).toMatch(/plain number/);
  });
});
