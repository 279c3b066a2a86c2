import type { PaletteState } from '../../../shared/mock-tests';

/** NTA's words for the five palette states. */
export const paletteLabels: Record<PaletteState, string> = {
  not_visited: 'Not Visited',
  not_answered: 'Not Answered',
  answered: 'Answered',
  marked_for_review: 'Marked for Review',
  answered_marked_for_review: 'Answered & Marked for Review',
};

/** The legend's note on the fifth state, as NTA's instructions give it. */
export const evaluatedNote =
  'Answered & Marked for Review questions will be considered for evaluation.';
