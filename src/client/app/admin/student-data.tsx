import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

// Placeholder until the admin console issue replaces this screen.
export default function AdminStudentData() {
  return (
    <PlaceholderPage title="All Students Data">
      Every registered student will be listed here, with search by ID, name and phone.
    </PlaceholderPage>
  );
}
