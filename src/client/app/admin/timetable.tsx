import { academy } from '#shared/academy.ts';
import { AdminWeekScreen } from '#client/features/timetable/components/admin-week-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('timetable:titles.admin')} · ${academy.name}` }];
}

/** /Sidebar/Timetable: the week of the timetable (issue 21.3). */
export default function AdminTimetable() {
  const { t } = useTranslation('timetable');
  return (
    <section className="dash-page tt-page">
      <h1 className="dash-page__title">{t('titles.admin')}</h1>
      <AdminWeekScreen />
    </section>
  );
}
