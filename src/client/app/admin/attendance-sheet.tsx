import { useParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { AttendanceSheet } from '#client/features/attendance/components/attendance-sheet.tsx';
import { i18n } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('attendance-sheet:admin.title')} · ${academy.name}` }];
}

/**
 * /Sidebar/Attendance/:slotId/:on (issue 21.4): the admin's sheet of any class up to today,
 * editable after its day too; opened from the timetable's week view (no sidebar item).
 */
export default function AdminAttendanceSheet() {
  const params = useParams();
  const slotId = Number(params.slotId);
  return (
    <section className="dash-page">
      <AttendanceSheet
        key={`${params.slotId}/${params.on}`}
        api="/api/classes"
        slotId={Number.isInteger(slotId) && slotId > 0 ? slotId : 0}
        on={params.on ?? ''}
      />
    </section>
  );
}
