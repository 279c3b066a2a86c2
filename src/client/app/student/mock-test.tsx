import { useSearchParams } from 'react-router';
import { academy } from '../../../shared/academy';
import { AttemptView, ResultView } from '../../features/mock-test/components/attempt-views';
import { StudentTests } from '../../features/mock-test/components/student-tests';
import { TestInstructions } from '../../features/mock-test/components/test-instructions';

export function meta() {
  return [{ title: `Mock Tests · ${academy.name}` }];
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
  const attemptId = idParam(params, 'attempt');
  const resultId = idParam(params, 'result');
  const testId = idParam(params, 'test');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Mock Tests</h1>
      {attemptId !== null ? (
        <AttemptView key={attemptId} attemptId={attemptId} />
      ) : resultId !== null ? (
        <ResultView key={resultId} attemptId={resultId} />
      ) : testId !== null ? (
        <TestInstructions key={testId} testId={testId} />
      ) : (
        <StudentTests />
      )}
    </section>
  );
}
