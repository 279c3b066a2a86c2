import { academy } from '#shared/academy.ts';
import { SlotsScreen } from '#client/features/timetable-slots/components/slots-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('timetable-slots:titles.slots')} · ${academy.name}` }];
}

/** /Sidebar/Timetable/Slots: a batch's weekly slots (issue 21.3). */
export default function AdminTimetableSlots() {
  const { t } = useTranslation('timetable-slots');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.slots')}</h1>
      <SlotsScreen />
    </section>
  );
}
