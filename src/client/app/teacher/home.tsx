import { useOutletContext } from 'react-router';
import { academy } from '#shared/academy.ts';
import type { SessionUser } from '#shared/auth.ts';
import { CalendarFeedCard } from '#client/components/timetable/calendar-feed-card.tsx';
import { ClassList } from '#client/features/attendance/components/class-list.tsx';
import { BatchCards } from '#client/features/teacher-portal/components/batch-cards.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { currentLanguage } from '#client/lib/language.ts';

export function meta() {
  return [{ title: `${i18n.t('teacher:titles.home')} · ${academy.name}` }];
}

/** /Tdashboard: today's date, today's classes (each opens its attendance sheet), the batches. */
export default function TeacherHome() {
  const user = useOutletContext<SessionUser>();
  const { t } = useTranslation('teacher');
  const today = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'full',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('home.welcome', { name: user.name })}</h1>
      <p className="dash-welcome">{t('home.today', { date: today })}</p>
      <h2>{t('attendance-sheet:list.today')}</h2>
      <ClassList days={0} />
      <h2>{t('home.yourBatches')}</h2>
      <BatchCards />
      <CalendarFeedCard />
    </section>
  );
}
