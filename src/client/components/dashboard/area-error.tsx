import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '#client/lib/i18n.ts';

/** The error boundary of a dashboard area: the sidebar stays, the page says what failed. */
export function AreaError() {
  const { t } = useTranslation('admin');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText
      ? t('areaError.statusWithText', { status: error.status, text: error.statusText })
      : t('areaError.status', { status: error.status })
    : t('areaError.generic');
  return (
    <section className="dash-page" role="alert">
      <h1 className="dash-page__title">{t('areaError.title')}</h1>
      <div className="dash-empty">
        <p>{detail}</p>
        <p>
          <a href={window.location.pathname}>{t('areaError.reload')}</a>
        </p>
      </div>
    </section>
  );
}
