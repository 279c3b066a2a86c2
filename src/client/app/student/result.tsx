import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { ResultCards } from '#client/features/exams/components/result-cards.tsx';

export function meta() {
  return [{ title: `${i18n.t('student:titles.result')} · ${academy.name}` }];
}

/** /Sdashboard/Result: result cards per exam type and overall, per course. */
export default function StudentResult() {
  const { t } = useTranslation('student');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.result')}</h1>
      <ResultCards />
    </section>
  );
}
