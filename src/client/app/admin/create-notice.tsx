import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

// Placeholder until the admin console issue replaces this screen.
export default function AdminCreateNotice() {
  return (
    <PlaceholderPage title="Create Notice">
      The form to post a notice to every student will appear here, with the list of existing
      notices.
    </PlaceholderPage>
  );
}
