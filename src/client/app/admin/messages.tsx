import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

// Placeholder until the contact inbox lands: the route exists so the build and the link work.
export default function AdminMessages() {
  return (
    <PlaceholderPage title="Messages">
      Messages sent through the Contact Us form will appear here.
    </PlaceholderPage>
  );
}
