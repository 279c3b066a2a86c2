import { academy } from '../../../shared/academy';
import { ExamsScreen } from '../../features/exams/components/exams-screen';

export function meta() {
  return [{ title: `Exams · ${academy.name}` }];
}

/** /Sidebar/Exams ('Exam Upload'): exams, marks, results and report cards. */
export default function AdminExams() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Exams</h1>
      <ExamsScreen />
    </section>
  );
}
