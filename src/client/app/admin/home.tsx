import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

export default function AdminHome() {
  return (
    <PlaceholderPage title="Overview">
      Counts of students, teachers, courses, enrolments and notices will appear here. Use the menu
      to open a section.
    </PlaceholderPage>
  );
}
