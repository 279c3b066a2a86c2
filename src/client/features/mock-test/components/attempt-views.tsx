import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useAttempt, useAttemptResult } from '../api/attempts';
import { useTranslation } from '#client/lib/i18n.ts';
import { AttemptResultView } from './attempt-result';
import { ExamScreen } from './exam-screen';
import { studentPaths } from '#client/lib/paths.ts';

/** The exam screen of an attempt, loaded from the server (a reload or another device resumes). */
export function AttemptView({ attemptId }: { attemptId: number }) {
  const attempt = useAttempt(attemptId);
  const { t } = useTranslation('mock');
  return (
    <QueryView query={attempt} loadingLabel={t('loading.attempt')}>
      {(data) => <ExamScreen key={data.attemptId} attempt={data} />}
    </QueryView>
  );
}

/** A submitted attempt's result. */
export function ResultView({ attemptId }: { attemptId: number }) {
  const result = useAttemptResult(attemptId);
  const { t } = useTranslation('mock');
  return (
    <QueryView query={result} loadingLabel={t('loading.result')}>
      {(data) => <AttemptResultView result={data} backTo={studentPaths.mockTests} />}
    </QueryView>
  );
}
