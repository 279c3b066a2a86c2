import { academy } from '#shared/academy.ts';
import { OwnWeekScreen } from '#client/features/timetable/components/own-week-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('timetable:titles.teacher')} · ${academy.name}` }];
}

/** /Tdashboard/Timetable: the week of the timetable (issue 21.3). */
export default function TeacherTimetable() {
  const { t } = useTranslation('timetable');
  return (
    <section className="dash-page tt-page">
      <h1 className="dash-page__title">{t('titles.teacher')}</h1>
      <OwnWeekScreen source="teacher" />
    </section>
  );
}
