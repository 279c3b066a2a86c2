import type { PaletteState } from '#shared/mock-tests.ts';
import { useTranslation } from '#client/lib/i18n.ts';

/** NTA's words for the five palette states, in the current language (namespace `mock`). */
export function usePaletteLabels(): Record<PaletteState, string> {
  const { t } = useTranslation('mock');
  return {
    not_visited: t('palette.notVisited'),
    not_answered: t('palette.notAnswered'),
    answered: t('palette.answered'),
    marked_for_review: t('palette.markedForReview'),
    answered_marked_for_review: t('palette.answeredMarkedForReview'),
  };
}
