import { Link } from 'react-router';
import { academy } from '../../../shared/academy';
import { QuestionBank } from '../../features/mock-test/components/question-bank';
import { i18n } from '../../lib/i18n';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.mockQuestions')} · ${academy.name}` }];
}

/** /Sidebar/MockTests/questions: the question bank. */
export default function AdminMockQuestions() {
  return (
    <section className="dash-page">
      <p>
        <Link to="/Sidebar/MockTests">Mock Tests</Link> ›
      </p>
      <h1 className="dash-page__title">Question Bank</h1>
      <QuestionBank />
    </section>
  );
}
