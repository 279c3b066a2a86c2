import { academy } from '#shared/academy.ts';
import { BatchesScreen } from '#client/features/batches/components/batches-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.batches')} · ${academy.name}` }];
}

/** /Sidebar/Batches: each course's batches (issue 21.2). */
export default function AdminBatches() {
  const { t } = useTranslation('admin-school');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.batches')}</h1>
      <BatchesScreen />
    </section>
  );
}
