import { Link, useOutletContext } from 'react-router';
import { academy } from '#shared/academy.ts';
import type { SessionUser } from '#shared/auth.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useStudentNav } from './nav';
import { studentPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('student:titles.home')} · ${academy.name}` }];
}

export default function StudentHome() {
  const user = useOutletContext<SessionUser>();
  const { t } = useTranslation('student');
  const { nav } = useStudentNav();
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('home.welcome', { name: user.name })}</h1>
      <p className="dash-welcome">{t('home.intro')}</p>
      <ul className="dash-tiles">
        {nav.map((item) => (
          <li key={item.to}>
            <Link className="dash-tile" to={item.to ?? studentPaths.home}>
              <span aria-hidden="true">{item.icon}</span>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
