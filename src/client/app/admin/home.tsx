import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { AdminSummary } from '#client/features/admin-summary/components/admin-summary.tsx';
import { lazyChart } from '#client/components/charts/lazy-chart.tsx';

// Loaded after the count cards: the Overview's first load stays as it was (decision 066).
const FeesChart = lazyChart(() =>
  import('#client/features/admin-summary/components/fees-chart.tsx').then((m) => m.FeesChart),
);

export function meta() {
  return [{ title: `${i18n.t('admin:titles.overview')} · ${academy.name}` }];
}

/** /Sidebar: the console's landing page: a count card for each screen, this year's fees by month. */
export default function AdminHome() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.overview')}</h1>
      <AdminSummary />
      <FeesChart />
    </section>
  );
}
