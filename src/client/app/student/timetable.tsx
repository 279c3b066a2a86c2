import { academy } from '#shared/academy.ts';
import { OwnWeekScreen } from '#client/features/timetable/components/own-week-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('timetable:titles.student')} · ${academy.name}` }];
}

/** /Sdashboard/Timetable: the week of the timetable (issue 21.3). */
export default function StudentTimetable() {
  const { t } = useTranslation('timetable');
  return (
    <section className="dash-page tt-page">
      <h1 className="dash-page__title">{t('titles.student')}</h1>
      <OwnWeekScreen source="student" />
    </section>
  );
}
