import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { CalendarFeedCard } from '#client/components/timetable/calendar-feed-card.tsx';
import { ProfileDetails } from '#client/features/student-portal/components/profile-details.tsx';

export function meta() {
  return [{ title: `${i18n.t('student:titles.profile')} · ${academy.name}` }];
}

/** /Sdashboard/Profile: the student's own details, read-only. */
export default function StudentProfile() {
  const { t } = useTranslation('student');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.profile')}</h1>
      <ProfileDetails />
      <CalendarFeedCard />
    </section>
  );
}
