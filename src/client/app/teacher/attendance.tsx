import { academy } from '#shared/academy.ts';
import { ClassList } from '#client/features/attendance/components/class-list.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('teacher:titles.attendance')} · ${academy.name}` }];
}

/** /Tdashboard/Attendance (issue 21.4): the teacher's classes of the last 7 days and today. */
export default function TeacherAttendance() {
  const { t } = useTranslation('attendance-sheet');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
      <ClassList days={7} />
    </section>
  );
}
