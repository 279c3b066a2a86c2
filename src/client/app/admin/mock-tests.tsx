import { academy } from '../../../shared/academy';
import { AdminTestsList } from '../../features/mock-test/components/admin-tests-list';

export function meta() {
  return [{ title: `Mock Tests · ${academy.name}` }];
}

/** /Sidebar/MockTests: every mock test, with the builder, results and question bank a click away. */
export default function AdminMockTests() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Mock Tests</h1>
      <AdminTestsList />
    </section>
  );
}
