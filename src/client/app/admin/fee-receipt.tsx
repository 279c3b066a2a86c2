import { useParams } from 'react-router';
import { academy } from '../../../shared/academy';
import { ReceiptPage } from '../../features/fees/components/receipt-view';

export function meta() {
  return [{ title: `Fee receipt · ${academy.name}` }];
}

/** /Sidebar/Fees/receipts/:id: a receipt to print or save as PDF. */
export default function AdminFeeReceipt() {
  const id = Number(useParams().id);
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Fee receipt</h1>
      <ReceiptPage scope="admin" id={id} backTo="/Sidebar/Fees" backLabel="Back to Fees" />
    </section>
  );
}
