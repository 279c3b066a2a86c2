import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { ExamTimetable } from '#client/features/exams/components/exam-timetable.tsx';

export function meta() {
  return [{ title: `${i18n.t('student:titles.finalExam')} · ${academy.name}` }];
}

/** /Sdashboard/FinalExam: the student's final exams. */
export default function StudentFinalExam() {
  const { t } = useTranslation('student');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.finalExam')}</h1>
      <ExamTimetable type="final" label={t('titles.finalExam')} />
    </section>
  );
}
