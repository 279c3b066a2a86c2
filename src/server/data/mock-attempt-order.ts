import { optionKeys } from '#shared/mock-test-schemas.ts';
import type { Paper } from './mock-paper-types';

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The attempt's order: sections stay in order; questions and options shuffled if the test says. */
export function attemptOrder(paper: Paper) {
  const order: number[] = [];
  for (const s of paper.sections) {
    const ids = paper.questions.filter((q) => q.sectionId === s.id).map((q) => q.questionId);
    order.push(...(paper.test.shuffleQuestions ? shuffled(ids) : ids));
  }
  const options: Record<string, string> = {};
  if (paper.test.shuffleOptions) {
    for (const q of paper.questions) {
      if (q.type === 'mcq') options[String(q.questionId)] = shuffled(optionKeys).join('');
    }
  }
  return { order, options };
}
