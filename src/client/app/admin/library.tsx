import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

// Placeholder until the admin console issue replaces this screen.
export default function AdminLibrary() {
  return (
    <PlaceholderPage title="Courses">
      The course list will appear here, with a form to add a course with its image and presentation.
    </PlaceholderPage>
  );
}
