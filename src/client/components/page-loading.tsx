import { useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/i18n';

const noSubscription = () => () => {};

/**
 * A spinner with a spoken 'Loading…', shown while a page's code or data arrives. The prerendered
 * page (the SPA fallback) holds the English word, so while it hydrates the text stays English
 * (a different text would be a hydration error); every later render is in the reader's language.
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <div className="page-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <span>{hydrated ? t('loading') : t('loading', { lng: 'en' })}</span>
    </div>
  );
}
