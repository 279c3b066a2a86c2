import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

export default function StudentCourses() {
  return (
    <PlaceholderPage title="Courses">
      The courses you are enrolled in will appear here, with their duration and materials.
    </PlaceholderPage>
  );
}
