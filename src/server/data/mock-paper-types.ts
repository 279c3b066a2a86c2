import type { MarkingScheme, ScoringQuestion } from '#shared/mock-test-schemas.ts';
import type { OptionKey } from '#shared/mock-tests.ts';
import type { mockTests, mockTestSections, McqOptionsJson } from '../db/schema-mock-tests';

/** The shapes of a mock test's paper, apart from its reading (mock-paper.ts) and caching (mock-cache.ts). */

type TestRow = typeof mockTests.$inferSelect;
type SectionRow = typeof mockTestSections.$inferSelect;

/** A question as placed in one test, with the key in force for that test. */
export type PaperQuestion = {
  questionId: number;
  sectionId: number;
  /** 1-based, in the builder's order. */
  number: number;
  type: 'mcq' | 'numerical';
  text: string;
  imagePath: string | null;
  options: McqOptionsJson | null;
  explanation: string;
  subject: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  correctOption: OptionKey | null;
  range: { min: string; max: string } | null;
  dropped: boolean;
  keyChanged: boolean;
};

/** Everything about a test that taking, scoring and reviewing it need. */
export type Paper = {
  test: TestRow;
  sections: SectionRow[];
  questions: PaperQuestion[];
  byId: Map<number, PaperQuestion>;
  scheme: MarkingScheme;
  scoring: ScoringQuestion[];
  /** Marks of a correct / wrong answer in a section (the section's own or the test's). */
  sectionMarks: Map<number, { correct: number; wrong: number }>;
  maxScore: number;
};
