import { academy } from '#shared/academy.ts';
import { TeacherExams } from '#client/features/exams/components/teacher-exams.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('teacher:titles.exams')} · ${academy.name}` }];
}

/** /Tdashboard/Exams (decision 069): the exams of the teacher's courses and their marks. */
export default function TeacherExamsPage() {
  const { t } = useTranslation('teacher');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.exams')}</h1>
      <TeacherExams />
    </section>
  );
}
