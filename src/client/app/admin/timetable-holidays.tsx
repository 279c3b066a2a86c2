import { academy } from '#shared/academy.ts';
import { HolidaysScreen } from '#client/features/timetable-slots/components/holidays-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('timetable-slots:titles.holidays')} · ${academy.name}` }];
}

/** /Sidebar/Timetable/Holidays: the academy's holidays (issue 21.3). */
export default function AdminTimetableHolidays() {
  const { t } = useTranslation('timetable-slots');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.holidays')}</h1>
      <HolidaysScreen />
    </section>
  );
}
