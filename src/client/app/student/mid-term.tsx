import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

export default function StudentMidTerm() {
  return (
    <PlaceholderPage title="Mid-Term Exam">
      Your mid-term exam timetable will appear here once the academy schedules it.
    </PlaceholderPage>
  );
}
