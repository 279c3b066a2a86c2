import { Link } from 'react-router';
import { academy } from '#shared/academy.ts';
import { QuestionBank } from '#client/features/mock-test/components/question-bank.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { adminPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.mockQuestions')} · ${academy.name}` }];
}

/** /Sidebar/MockTests/questions: the question bank. */
export default function AdminMockQuestions() {
  const { t } = useTranslation('admin-school');
  return (
    <section className="dash-page">
      <p>
        <Link to={adminPaths.mockTests}>{t('titles.mockTests')}</Link> ›
      </p>
      <h1 className="dash-page__title">{t('titles.mockQuestions')}</h1>
      <QuestionBank />
    </section>
  );
}
