import { PlaceholderPage } from '../../components/dashboard/placeholder-page';

export default function StudentFee() {
  return (
    <PlaceholderPage title="Fee">
      Your fee account will appear here: total fee, payments made and the balance due.
    </PlaceholderPage>
  );
}
