import { academy } from '#shared/academy.ts';
import { StudentAttendanceScreen } from '#client/features/attendance-report/components/student-attendance.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('student:nav.attendance')} · ${academy.name}` }];
}

/** /Sdashboard/Attendance: the student's attendance by course, month and calendar (21.4). */
export default function StudentAttendancePage() {
  const { t } = useTranslation('student');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('nav.attendance')}</h1>
      <StudentAttendanceScreen />
    </section>
  );
}
