import { Link, useParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { TestResults } from '#client/features/mock-test/components/test-results.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { adminPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-tests:titles.results')} · ${academy.name}` }];
}

/** /Sidebar/MockTests/:testId/results: ranked results, CSV, tab switches, per-question statistics. */
export default function AdminMockTestResults() {
  const { t } = useTranslation('admin-tests');
  const { testId } = useParams();
  const id = Number(testId);
  return (
    <section className="dash-page">
      <p>
        <Link to={adminPaths.mockTests}>{t('crumbs.mockTests')}</Link> ›{' '}
        <Link to={adminPaths.mockTest(id)}>{t('crumbs.test')}</Link> ›
      </p>
      <h1 className="dash-page__title">{t('headings.results')}</h1>
      <TestResults testId={id} />
    </section>
  );
}
