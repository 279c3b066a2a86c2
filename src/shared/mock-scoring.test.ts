import { describe, expect, it } from 'vitest';
import { scoreAttempt } from './mock-scoring';
import {
  markingSchemeSchema,
  responseSchema,
  scoringQuestionSchema,
  type ResponseInput,
  type ScoringQuestionInput,
} from './mock-test-schemas';

const questions = (list: ScoringQuestionInput[]) => list.map((q) => scoringQuestionSchema.parse(q));
const responses = (list: ResponseInput[]) => list.map((r) => responseSchema.parse(r));
const jee = markingSchemeSchema.parse({});

/** `list` scored on `paper`, each response checked first as the API checks it. */
const score = (paper: ReturnType<typeof questions>, list: ResponseInput[], scheme = jee) =>
  scoreAttempt(paper, scheme, responses(list));
const answered = (questionId: string, answer: string) =>
  ({ questionId, state: 'answered', answer }) as const;

const mcq = (id: string, correctOption: 'A' | 'B' | 'C' | 'D', sectionId = 'physics') =>
  ({ id, sectionId, type: 'mcq', correctOption }) as const;
const numerical = (id: string, min: string, max: string, sectionId = 'maths') =>
  ({ id, sectionId, type: 'numerical', range: { min, max } }) as const;

describe('scoreAttempt: +4 / −1', () => {
  const paper = questions([mcq('q1', 'A'), mcq('q2', 'B'), mcq('q3', 'C'), mcq('q4', 'D')]);

  it('adds +4 per correct, −1 per wrong, 0 unattempted', () => {
    const result = score(paper, [
      answered('q1', 'A'),
      answered('q2', 'C'),
      { questionId: 'q3', state: 'not_answered' },
    ]);
    expect(result).toMatchObject({
      score: 3,
      maxScore: 16,
      correct: 1,
      wrong: 1,
      unattempted: 2,
      dropped: 0,
      attempted: 2,
      negativeMarks: 1,
      accuracy: 0.5,
    });
    expect(result.questions.map((q) => [q.questionId, q.result, q.marks, q.state])).toEqual([
      ['q1', 'correct', 4, 'answered'],
      ['q2', 'wrong', -1, 'answered'],
      ['q3', 'unattempted', 0, 'not_answered'],
      ['q4', 'unattempted', 0, 'not_visited'],
    ]);
  });

  it('evaluates "answered and marked for review" but not "marked for review" alone', () => {
    const result = score(paper, [
      { questionId: 'q1', state: 'answered_marked_for_review', answer: 'A' },
      { questionId: 'q2', state: 'answered_marked_for_review', answer: 'A' },
      { questionId: 'q3', state: 'marked_for_review' },
    ]);
    expect(result).toMatchObject({ score: 3, correct: 1, wrong: 1, unattempted: 2 });
    expect(result.questions[2]).toMatchObject({ result: 'unattempted', answer: null });
  });

  it('never evaluates an answer left with a state that did not save it', () => {
    // Stored by hand, bypassing the schema: a palette click does not save, so neither do we.
    const result = scoreAttempt(paper, jee, [
      { questionId: 'q1', state: 'marked_for_review', answer: 'A' },
      { questionId: 'q2', state: 'not_answered', answer: 'B' },
    ]);
    expect(result).toMatchObject({ score: 0, correct: 0, unattempted: 4 });
    expect(result.questions[0]!.answer).toBeNull();
  });

  it('scores nothing attempted as 0 with accuracy 0', () => {
    expect(score(paper, [])).toMatchObject({
      score: 0,
      maxScore: 16,
      unattempted: 4,
      attempted: 0,
      accuracy: 0,
      negativeMarks: 0,
    });
  });

  it('can go below zero', () => {
    const allWrong = ['q1', 'q2', 'q3', 'q4'].map((id) => answered(id, 'B'));
    expect(score(paper, allWrong)).toMatchObject({
      score: 1, // q2 right (+4), three wrong (−3)
      negativeMarks: 3,
      accuracy: 0.25,
    });
  });

  it('ignores responses to unknown questions and keeps the last of duplicates', () => {
    const result = score(paper, [answered('zz', 'A'), answered('q1', 'B'), answered('q1', 'A')]);
    expect(result).toMatchObject({ score: 4, correct: 1, wrong: 0 });
  });
});

describe('scoreAttempt: dropped questions and changed keys', () => {
  it('gives everyone full marks for a dropped question, attempted or not', () => {
    const paper = questions([{ ...mcq('q1', 'A'), dropped: true }, mcq('q2', 'B')]);
    const skipped = score(paper, []);
    const wrongOnDropped = score(paper, [answered('q1', 'C')]);
    for (const result of [skipped, wrongOnDropped]) {
      expect(result).toMatchObject({
        score: 4,
        maxScore: 8,
        dropped: 1,
        wrong: 0,
        negativeMarks: 0,
      });
      expect(result.questions[0]).toMatchObject({ result: 'dropped', marks: 4 });
    }
    expect(wrongOnDropped.attempted).toBe(0);
  });

  it('applies a changed key on recomputing', () => {
    const response = [answered('q1', 'B')];
    expect(score(questions([mcq('q1', 'A')]), response).score).toBe(-1);
    expect(score(questions([mcq('q1', 'B')]), response).score).toBe(4);
  });
});

describe('scoreAttempt: numerical answers', () => {
  const paper = questions([numerical('n1', '2.45', '2.55'), numerical('n2', '-3', '-3')]);
  const answer = (n1: string, n2 = '0') =>
    score(paper, [answered('n1', n1), answered('n2', n2)]).questions.map((q) => q.result);

  it('accepts both ends of the range and nothing outside', () => {
    expect(answer('2.45')[0]).toBe('correct');
    expect(answer('2.55')[0]).toBe('correct');
    expect(answer('2.5')[0]).toBe('correct');
    expect(answer('2.550')[0]).toBe('correct');
    expect(answer('2.4499')[0]).toBe('wrong');
    expect(answer('2.5501')[0]).toBe('wrong');
  });

  it('compares as decimals, not text', () => {
    expect(answer('2.50', '-3.00')).toEqual(['correct', 'correct']);
    expect(answer('2.5', '-3')).toEqual(['correct', 'correct']);
    expect(answer('2.5', '3')).toEqual(['correct', 'wrong']);
    expect(answer('.25e1')[0]).toBe('invalid');
  });

  it('scores an unreadable stored answer as invalid: no marks, no penalty', () => {
    const result = scoreAttempt(paper, jee, [answered('n1', '1e3'), answered('n2', '+5')]);
    expect(result).toMatchObject({ score: 0, unattempted: 2, wrong: 0, attempted: 0 });
    expect(result.questions.map((q) => q.result)).toEqual(['invalid', 'invalid']);
    const badOption = scoreAttempt(questions([mcq('q', 'A')]), jee, [answered('q', 'E')]);
    expect(badOption.questions[0]!.result).toBe('invalid');
  });
});

describe('scoreAttempt: sections and fractional marks', () => {
  it('uses section overrides and reports each section', () => {
    const scheme = markingSchemeSchema.parse({ sections: { maths: { wrong: 0 } } });
    const paper = questions([
      mcq('p1', 'A', 'physics'),
      mcq('p2', 'A', 'physics'),
      numerical('m1', '1', '1', 'maths'),
      numerical('m2', '1', '1', 'maths'),
    ]);
    const result = score(
      paper,
      [answered('p1', 'A'), answered('p2', 'B'), answered('m1', '2'), answered('m2', '1')],
      scheme,
    );
    expect(result).toMatchObject({ score: 7, maxScore: 16, negativeMarks: 1, accuracy: 0.5 });
    // Each section has one of its two questions right and the other wrong.
    const oneRightOneWrong = (sectionId: string, score: number, negativeMarks: number) => ({
      sectionId,
      score,
      maxScore: 8,
      correct: 1,
      wrong: 1,
      unattempted: 0,
      dropped: 0,
      attempted: 2,
      negativeMarks,
      accuracy: 0.5,
    });
    expect(result.sections).toEqual([
      oneRightOneWrong('physics', 3, 1),
      oneRightOneWrong('maths', 4, 0),
    ]);
  });

  it('keeps fractional totals exact (+1.33 / −0.25)', () => {
    const scheme = markingSchemeSchema.parse({ correct: 1.33, wrong: -0.25 });
    const paper = questions(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => mcq(id, 'A')));
    const oneInTwoRight = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) =>
      answered(id, i % 2 ? 'A' : 'B'),
    );
    const result = score(paper, oneInTwoRight, scheme);
    // 3 × 1.33 − 3 × 0.25 = 3.24; adding floats gives 3.2399999999999998
    expect(result.score).toBe(3.24);
    expect(result.maxScore).toBe(7.98);
    expect(result.negativeMarks).toBe(0.75);
    expect(result.accuracy).toBe(0.5);
  });
});
