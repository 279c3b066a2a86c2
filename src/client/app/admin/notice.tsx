import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

// Placeholder until the admin console issue replaces this screen.
export default function AdminNotice() {
  return (
    <PlaceholderPage title="Notice Board">
      Notices will appear here, newest first, with search by date and title.
    </PlaceholderPage>
  );
}
