import { academy } from '../../../shared/academy';
import { ResultCards } from '../../features/exams/components/result-cards';

export function meta() {
  return [{ title: `Result · ${academy.name}` }];
}

/** /Sdashboard/Result: result cards per exam type and overall, per course. */
export default function StudentResult() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Result</h1>
      <ResultCards />
    </section>
  );
}
