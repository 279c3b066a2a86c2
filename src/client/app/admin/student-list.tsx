import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

// Placeholder until the admin console issue replaces this screen.
export default function AdminStudentList() {
  return (
    <PlaceholderPage title="All Students Data">
      Enrolled students will be listed here, with their details and a button to register a new
      student.
    </PlaceholderPage>
  );
}
