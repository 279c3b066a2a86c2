import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { ExamTimetable } from '#client/features/exams/components/exam-timetable.tsx';

export function meta() {
  return [{ title: `${i18n.t('student:titles.midTerm')} · ${academy.name}` }];
}

/** /Sdashboard/MidTerm: the student's mid-term exams. */
export default function StudentMidTerm() {
  const { t } = useTranslation('student');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.midTerm')}</h1>
      <ExamTimetable type="mid_term" label={t('titles.midTerm')} />
    </section>
  );
}
