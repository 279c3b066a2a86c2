import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

export default function StudentMockTests() {
  return (
    <PlaceholderPage title="Mock Tests">
      Mock tests for your courses will appear here once the academy publishes them.
    </PlaceholderPage>
  );
}
