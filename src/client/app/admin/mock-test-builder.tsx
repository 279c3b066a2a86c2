import { Link, useParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useAdminTest } from '#client/features/mock-test/api/admin-tests.ts';
import { QuestionCorrections } from '#client/features/mock-test/components/question-corrections.tsx';
import { TestBuilder } from '#client/features/mock-test/components/test-builder.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { adminPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-tests:titles.builder')} · ${academy.name}` }];
}

/** /Sidebar/MockTests/new and /Sidebar/MockTests/:testId: build, publish and correct a test. */
export default function AdminMockTestBuilder() {
  const { t } = useTranslation('admin-tests');
  const { testId } = useParams();
  const id = testId === 'new' ? null : Number(testId);
  const test = useAdminTest(id !== null && Number.isSafeInteger(id) && id > 0 ? id : null);
  return (
    <section className="dash-page">
      <p>
        <Link to={adminPaths.mockTests}>{t('crumbs.mockTests')}</Link> ›
      </p>
      <h1 className="dash-page__title">{id === null ? t('headings.new') : t('headings.edit')}</h1>
      {id === null ? (
        <TestBuilder test={null} />
      ) : (
        <QueryView query={test} loadingLabel={t('loading.test')}>
          {(data) => (
            <>
              <TestBuilder test={data} />
              <div style={{ height: 24 }} />
              <QuestionCorrections test={data} />
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}
