import { academy } from '../../../shared/academy';
import { TeachersScreen } from '../../features/teachers/components/teachers-screen';

export function meta() {
  return [{ title: `All Teachers Data · ${academy.name}` }];
}

/** /Sidebar/TeacherData: the spec's teachers screen. */
export default function AdminTeacherData() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">All Teachers Data</h1>
      <TeachersScreen />
    </section>
  );
}
