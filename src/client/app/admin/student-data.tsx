import { academy } from '../../../shared/academy';
import { StudentDataScreen } from '../../features/students/components/student-data-screen';

export function meta() {
  return [{ title: `All Students Data · ${academy.name}` }];
}

/** /Sidebar/StudentData: the spec's students screen, with working search, Edit and Delete. */
export default function AdminStudentData() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">All Students Data</h1>
      <StudentDataScreen />
    </section>
  );
}
