import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

export default function StudentResult() {
  return (
    <PlaceholderPage title="Result">
      Your marks and grades will appear here once your exam results are published.
    </PlaceholderPage>
  );
}
