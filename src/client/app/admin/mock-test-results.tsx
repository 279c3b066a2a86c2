import { Link, useParams } from 'react-router';
import { academy } from '../../../shared/academy';
import { TestResults } from '../../features/mock-test/components/test-results';
import { i18n } from '../../lib/i18n';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.mockResults')} · ${academy.name}` }];
}

/** /Sidebar/MockTests/:testId/results: ranked results, CSV, tab switches, per-question statistics. */
export default function AdminMockTestResults() {
  const { testId } = useParams();
  const id = Number(testId);
  return (
    <section className="dash-page">
      <p>
        <Link to="/Sidebar/MockTests">Mock Tests</Link> ›{' '}
        <Link to={`/Sidebar/MockTests/${id}`}>Test</Link> ›
      </p>
      <h1 className="dash-page__title">Results</h1>
      <TestResults testId={id} />
    </section>
  );
}
