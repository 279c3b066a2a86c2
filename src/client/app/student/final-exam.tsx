import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

export default function StudentFinalExam() {
  return (
    <PlaceholderPage title="Final Exam">
      Your final exam timetable will appear here once the academy schedules it.
    </PlaceholderPage>
  );
}
