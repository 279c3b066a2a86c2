import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

// Placeholder until the admin console issue replaces this screen.
export default function AdminRegistrationForm() {
  return (
    <PlaceholderPage title="Registration Form">
      The form to register a new student will appear here.
    </PlaceholderPage>
  );
}
