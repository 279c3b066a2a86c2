import { describe, expect, it } from 'vitest';
import { saveAnswerSchema } from './mock-attempts';
import { questionInputSchema } from './mock-question-bank';
import { questionCorrectionSchema, testInputSchema } from './mock-test-builder';

const window = { windowStart: '2026-11-22T10:00:00+05:30', windowEnd: '2026-11-22T12:00:00Z' };
const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('test builder body', () => {
  it('defaults the marking to +4 / −1, one attempt, results after the window', () => {
    const r = testInputSchema.parse({
      title: 'JEE Mock 1',
      durationMinutes: 180,
      ...window,
      sections: [{ title: 'Physics', questionIds: [1, 2] }],
    });
    expect(r).toMatchObject({
      correctMarks: 4,
      wrongMarks: -1,
      attemptsAllowed: 1,
      resultsRelease: 'after_window',
      courseId: null,
      shuffleQuestions: false,
    });
    expect(r.sections[0]).toMatchObject({ correctMarks: null, wrongMarks: null });
  });

  it('refuses a question twice, a window closing before it opens, and positive wrong marks', () => {
    const r = testInputSchema.safeParse({
      title: 'T',
      durationMinutes: 10,
      windowStart: '2026-11-22T12:00:00Z',
      windowEnd: '2026-11-22T11:00:00Z',
      wrongMarks: 1,
      sections: [
        { title: 'A', questionIds: [1, 2] },
        { title: 'B', questionIds: [2] },
      ],
    });
    expect(issues(r)).toEqual(
      expect.arrayContaining([
        ['wrongMarks', 'Marks per wrong answer are 0 or negative, e.g. -1.'],
        ['windowEnd', 'The test must close after it opens.'],
        ['sections.1.questionIds.0', 'A question appears only once in a test.'],
      ]),
    );
  });
});

describe('save body', () => {
  it('pairs an answer with the answered states only', () => {
    expect(saveAnswerSchema.safeParse({ state: 'answered', answer: 'B', seq: 3 }).success).toBe(
      true,
    );
    expect(issues(saveAnswerSchema.safeParse({ state: 'answered', answer: null, seq: 3 }))).toEqual(
      [['answer', 'Choose an option or enter a number before saving.']],
    );
    expect(
      issues(saveAnswerSchema.safeParse({ state: 'marked_for_review', answer: 'B', seq: 3 })),
    ).toEqual([['answer', 'Only a saved answer is kept: this state carries none.']]);
    expect(saveAnswerSchema.safeParse({ state: 'not_answered', seq: 0 }).success).toBe(false);
  });
});

describe('questions and corrections', () => {
  it('needs the four options and a key for an mcq, a range for a numerical', () => {
    expect(
      questionInputSchema.safeParse({
        type: 'mcq',
        text: 'Q',
        subject: 'Physics',
        options: { A: 'a', B: 'b', C: 'c' },
        correctOption: 'E',
      }).success,
    ).toBe(false);
    expect(
      issues(
        questionInputSchema.safeParse({
          type: 'numerical',
          text: 'Q',
          subject: 'Maths',
          range: { min: '3', max: '2.5' },
        }),
      ),
    ).toEqual([['range.max', 'The lowest accepted answer cannot be above the highest.']]);
  });

  it('wants a drop, a restore or a new key', () => {
    expect(questionCorrectionSchema.safeParse({ note: 'x' }).success).toBe(false);
    expect(questionCorrectionSchema.parse({ dropped: true })).toEqual({ dropped: true, note: '' });
    expect(questionCorrectionSchema.safeParse({ range: { min: '1', max: '2' } }).success).toBe(
      true,
    );
  });
});
