import { academy } from '../../../shared/academy';
import { AdminSummary } from '../../features/admin-summary/components/admin-summary';

export function meta() {
  return [{ title: `Admin Dashboard · ${academy.name}` }];
}

/** /Sidebar: the console's landing page, with a count card for each screen. */
export default function AdminHome() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Overview</h1>
      <AdminSummary />
    </section>
  );
}
