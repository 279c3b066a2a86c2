import { Link, useOutletContext } from 'react-router';
import type { SessionUser } from '../../../shared/auth';
import { studentNav } from './nav';

export default function StudentHome() {
  const user = useOutletContext<SessionUser>();
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Welcome, {user.name}</h1>
      <p className="dash-welcome">Choose a section to see your courses, exams, results and fees.</p>
      <ul className="dash-tiles">
        {studentNav.map((item) => (
          <li key={item.label}>
            <Link className="dash-tile" to={item.to ?? '/Sdashboard'}>
              <span aria-hidden="true">{item.icon}</span>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
