import { academy } from '#shared/academy.ts';
import { AttendanceReportScreen } from '#client/features/attendance-report/components/report-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-school:attReport.title')} · ${academy.name}` }];
}

/** /Sidebar/Attendance: a batch's month of attendance, its CSV and its trend (issue 21.4). */
export default function AdminAttendance() {
  const { t } = useTranslation('admin-school');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('attReport.title')}</h1>
      <AttendanceReportScreen />
    </section>
  );
}
