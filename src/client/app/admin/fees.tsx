import { academy } from '../../../shared/academy';
import { FeesScreen } from '../../features/fees/components/fees-screen';

export function meta() {
  return [{ title: `Fees · ${academy.name}` }];
}

/** /Sidebar/Fees: balances, defaulters, accounts, payments and receipts. */
export default function AdminFees() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Fees</h1>
      <FeesScreen />
    </section>
  );
}
