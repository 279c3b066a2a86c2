import { academy } from '#shared/academy.ts';
import { ExamsScreen } from '#client/features/exams/components/exams-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.exams')} · ${academy.name}` }];
}

/** /Sidebar/Exams ('Exam Upload'): exams, marks, results and report cards. */
export default function AdminExams() {
  const { t } = useTranslation('admin-school');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.exams')}</h1>
      <ExamsScreen />
    </section>
  );
}
