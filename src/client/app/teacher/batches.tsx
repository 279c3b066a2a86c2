import { academy } from '#shared/academy.ts';
import { BatchCards } from '#client/features/teacher-portal/components/batch-cards.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('teacher:titles.batches')} · ${academy.name}` }];
}

/** /Tdashboard/Batches: the batches the teacher is named in. */
export default function TeacherBatches() {
  const { t } = useTranslation('teacher');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.batches')}</h1>
      <BatchCards />
    </section>
  );
}
