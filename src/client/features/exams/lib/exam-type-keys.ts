import type { ExamType } from '#shared/exams.ts';

/** The exam types' names in `admin-school` (literal keys, so the locale check sees them). */
export const examTypeKeys = {
  mid_term: 'exams.types.mid_term',
  final: 'exams.types.final',
} as const satisfies Record<ExamType, string>;
