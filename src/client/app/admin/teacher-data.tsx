import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

// Placeholder until the admin console issue replaces this screen.
export default function AdminTeacherData() {
  return (
    <PlaceholderPage title="All Teachers Data">
      The teachers will be listed here, with search, paging and forms to add, edit and delete them.
    </PlaceholderPage>
  );
}
