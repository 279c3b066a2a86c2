import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { AdminSummary } from '#client/features/admin-summary/components/admin-summary.tsx';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.overview')} · ${academy.name}` }];
}

/** /Sidebar: the console's landing page, with a count card for each screen. */
export default function AdminHome() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.overview')}</h1>
      <AdminSummary />
    </section>
  );
}
