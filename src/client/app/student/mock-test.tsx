import { useSearchParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { AttemptView, ResultView } from '#client/features/mock-test/components/attempt-views.tsx';
import { lazyChart } from '#client/components/charts/lazy-chart.tsx';
import { StudentTests } from '#client/features/mock-test/components/student-tests.tsx';
import { TestInstructions } from '#client/features/mock-test/components/test-instructions.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import type { Route } from './+types/mock-test';

const ScoreChart = lazyChart(() =>
  import('#client/features/mock-test/components/score-chart.tsx').then((m) => m.ScoreChart),
);

/** Each view of the page has its own title: the lists, the instructions, the exam, the result. */
export function meta({ location }: Route.MetaArgs) {
  const params = new URLSearchParams(location.search);
  const page = i18n.t('student:titles.mockTests');
  const view =
    idParam(params, 'attempt') !== null
      ? i18n.t('mock:titles.exam')
      : idParam(params, 'result') !== null
        ? i18n.t('mock:titles.result')
        : idParam(params, 'test') !== null
          ? i18n.t('mock:titles.instructions')
          : null;
  return [{ title: `${view ? `${view} · ` : ''}${page} · ${academy.name}` }];
}

function idParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * /Sdashboard/mocktest: the lists; `?test=ID` the instructions; `?attempt=ID` the exam (a reload
 * resumes it); `?result=ID` the result and review.
 */
export default function StudentMockTests() {
  const [params] = useSearchParams();
  const { t } = useTranslation('student');
  const attemptId = idParam(params, 'attempt');
  const resultId = idParam(params, 'result');
  const testId = idParam(params, 'test');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.mockTests')}</h1>
      {attemptId !== null ? (
        <AttemptView key={attemptId} attemptId={attemptId} />
      ) : resultId !== null ? (
        <ResultView key={resultId} attemptId={resultId} />
      ) : testId !== null ? (
        <TestInstructions key={testId} testId={testId} />
      ) : (
        <>
          <StudentTests />
          <ScoreChart />
        </>
      )}
    </section>
  );
}
