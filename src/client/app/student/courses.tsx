import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { CoursesCards } from '#client/features/student-portal/components/courses-cards.tsx';

export function meta() {
  return [{ title: `${i18n.t('student:titles.courses')} · ${academy.name}` }];
}

/** /Sdashboard/CoursesCards: the courses the student is enrolled in. */
export default function StudentCourses() {
  const { t } = useTranslation('student');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.courses')}</h1>
      <CoursesCards />
    </section>
  );
}
