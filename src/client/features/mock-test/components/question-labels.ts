import type { Difficulty, QuestionType } from '#shared/mock-tests.ts';
import { useTranslation } from '#client/lib/i18n.ts';

/**
 * The bank's words for a question's type and difficulty, in the reader's language. Written as
 * literal keys (not `t(\`difficulty.${d}\`)`) so the locales check can see every one is there.
 */
export function useQuestionLabels() {
  const { t } = useTranslation('admin-questions');
  const typeShort: Record<QuestionType, string> = {
    mcq: t('types.mcq'),
    numerical: t('types.numerical'),
  };
  const difficulty: Record<Difficulty, string> = {
    easy: t('difficulty.easy'),
    medium: t('difficulty.medium'),
    hard: t('difficulty.hard'),
  };
  // The table has always shown the stored word in lower case ('easy'); the dialog capitalises.
  const difficultyCell: Record<Difficulty, string> = {
    easy: t('difficultyCell.easy'),
    medium: t('difficultyCell.medium'),
    hard: t('difficultyCell.hard'),
  };
  return { typeShort, difficulty, difficultyCell };
}
