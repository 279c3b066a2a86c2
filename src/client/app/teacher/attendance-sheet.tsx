import { Link, useParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { AttendanceSheet } from '#client/features/attendance/components/attendance-sheet.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { teacherPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('attendance-sheet:admin.title')} · ${academy.name}` }];
}

/** /Tdashboard/Attendance/:slotId/:on (issue 21.4): the sheet of one of the teacher's classes. */
export default function TeacherAttendanceSheet() {
  const { t } = useTranslation('attendance-sheet');
  const params = useParams();
  const slotId = Number(params.slotId);
  return (
    <section className="dash-page">
      <p>
        <Link to={teacherPaths.attendance}>{t('sheet.back')}</Link>
      </p>
      <AttendanceSheet
        key={`${params.slotId}/${params.on}`}
        api="/api/teacher/classes"
        slotId={Number.isInteger(slotId) && slotId > 0 ? slotId : 0}
        on={params.on ?? ''}
      />
    </section>
  );
}
