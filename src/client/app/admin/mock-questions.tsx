import { Link } from 'react-router';
import { academy } from '../../../shared/academy';
import { QuestionBank } from '../../features/mock-test/components/question-bank';

export function meta() {
  return [{ title: `Question Bank · ${academy.name}` }];
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
