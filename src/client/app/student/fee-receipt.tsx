import { useParams } from 'react-router';
import { academy } from '../../../shared/academy';
import { ReceiptPage } from '../../features/fees/components/receipt-view';

export function meta() {
  return [{ title: `Fee receipt · ${academy.name}` }];
}

/** /Sdashboard/receipts/:id: one of the student's own receipts, to print or save as PDF. */
export default function StudentFeeReceipt() {
  const id = Number(useParams().id);
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Fee receipt</h1>
      <ReceiptPage scope="student" id={id} backTo="/Sdashboard/fee" backLabel="Back to Fee" />
    </section>
  );
}
