import { compareDecimal, fromHundredths, parsePlainDecimal, toHundredths } from './decimal';
import {
  answeredStates,
  optionKeys,
  type MarkingScheme,
  type PaletteState,
  type SavedResponse,
  type ScoringQuestion,
} from './mock-test-schemas';

/**
 * What became of one question: `invalid` is a saved answer that cannot be read (a letter other
 * than A–D, '1e3' for a numerical); the response schema refuses those at saving, so it only
 * appears for data stored by hand. It scores 0 and counts as unattempted: a student is never
 * penalised for what the system should have refused.
 */
type QuestionResult = 'correct' | 'wrong' | 'unattempted' | 'dropped' | 'invalid';

type QuestionOutcome = {
  questionId: string;
  sectionId: string;
  state: PaletteState;
  answer: string | null;
  result: QuestionResult;
  marks: number;
};

/**
 * Totals of a whole attempt or one section. `attempted` = correct + wrong (evaluated answers of
 * questions still in the test); dropped questions are counted apart, so correct + wrong +
 * unattempted + dropped = questions. `negativeMarks` is what wrong answers cost, as a positive
 * number. `accuracy` is correct ÷ attempted as a fraction (0–1), 0 when nothing was attempted.
 */
type ScoreTally = {
  score: number;
  maxScore: number;
  correct: number;
  wrong: number;
  unattempted: number;
  dropped: number;
  attempted: number;
  negativeMarks: number;
  accuracy: number;
};

type SectionScore = ScoreTally & { sectionId: string };
export type AttemptScore = ScoreTally & { sections: SectionScore[]; questions: QuestionOutcome[] };

type Counter = Omit<ScoreTally, 'accuracy' | 'attempted'>;
const emptyCounter = (): Counter => ({
  score: 0,
  maxScore: 0,
  correct: 0,
  wrong: 0,
  unattempted: 0,
  dropped: 0,
  negativeMarks: 0,
});

function evaluate(question: ScoringQuestion, answer: string): 'correct' | 'wrong' | 'invalid' {
  if (question.type === 'mcq') {
    if (!(optionKeys as readonly string[]).includes(answer)) return 'invalid';
    return answer === question.correctOption ? 'correct' : 'wrong';
  }
  const value = parsePlainDecimal(answer);
  const min = parsePlainDecimal(question.range.min);
  const max = parsePlainDecimal(question.range.max);
  if (!min || !max) throw new RangeError(`Question ${question.id} has an unreadable range.`);
  if (!value) return 'invalid';
  return compareDecimal(value, min) >= 0 && compareDecimal(value, max) <= 0 ? 'correct' : 'wrong';
}

/**
 * Scores one attempt. `responses` may omit questions (not visited); responses to unknown
 * questions are ignored, and if one question has several, the last wins. The marks for a
 * question come from its section's override, else the scheme's defaults. All sums are made in
 * hundredths of a mark, so −0.25 × 3 + 1.33 × 3 is exactly 3.24.
 */
export function scoreAttempt(
  questions: readonly ScoringQuestion[],
  scheme: MarkingScheme,
  responses: readonly SavedResponse[],
): AttemptScore {
  const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
  const total = emptyCounter();
  const sections = new Map<string, Counter>();
  const outcomes: QuestionOutcome[] = [];

  for (const question of questions) {
    const override = scheme.sections[question.sectionId];
    const plus = toHundredths(override?.correct ?? scheme.correct);
    const minus = toHundredths(override?.wrong ?? scheme.wrong);
    const response = byQuestion.get(question.id);
    const state = response?.state ?? 'not_visited';
    const answer = response?.answer ?? null;

    let result: QuestionResult;
    if (question.dropped) result = 'dropped';
    else if (answer === null || !answeredStates.has(state)) result = 'unattempted';
    else result = evaluate(question, answer);

    const marks =
      result === 'dropped' || result === 'correct' ? plus : result === 'wrong' ? minus : 0;
    let section = sections.get(question.sectionId);
    if (!section) sections.set(question.sectionId, (section = emptyCounter()));
    for (const c of [total, section]) {
      c.score += marks;
      c.maxScore += plus;
      if (result === 'correct') c.correct++;
      else if (result === 'wrong') {
        c.wrong++;
        c.negativeMarks -= minus;
      } else if (result === 'dropped') c.dropped++;
      else c.unattempted++;
    }
    outcomes.push({
      questionId: question.id,
      sectionId: question.sectionId,
      state,
      answer: answeredStates.has(state) ? answer : null,
      result,
      marks: fromHundredths(marks),
    });
  }

  return {
    ...finish(total),
    sections: [...sections].map(([sectionId, c]) => ({ sectionId, ...finish(c) })),
    questions: outcomes,
  };
}

/** Hundredths back to marks, and the derived figures. */
function finish(c: Counter): ScoreTally {
  const attempted = c.correct + c.wrong;
  return {
    score: fromHundredths(c.score),
    maxScore: fromHundredths(c.maxScore),
    correct: c.correct,
    wrong: c.wrong,
    unattempted: c.unattempted,
    dropped: c.dropped,
    attempted,
    negativeMarks: fromHundredths(c.negativeMarks),
    accuracy: attempted === 0 ? 0 : c.correct / attempted,
  };
}
