import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

export default function StudentNotice() {
  return (
    <PlaceholderPage title="Notice Board">
      Notices from the academy will appear here, newest first.
    </PlaceholderPage>
  );
}
