import { academy } from '../../../shared/academy';
import { StudentFee } from '../../features/fees/components/student-fee';

export function meta() {
  return [{ title: `Fee · ${academy.name}` }];
}

/** /Sdashboard/fee: the spec's Fee card per course, payment history and receipts. */
export default function StudentFeePage() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Fee</h1>
      <StudentFee />
    </section>
  );
}
