import { useTranslation } from '../lib/i18n';

/** A spinner with a spoken 'Loading…', shown while a page's code or data arrives. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
