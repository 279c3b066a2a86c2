import { Link, NavLink } from 'react-router';
import { useTranslation } from '#client/lib/i18n.ts';
import { Logo } from '../logo';
import type { NavItem } from './nav-types';

type SidebarProps = {
  /** Accessible name of the navigation, e.g. 'Student dashboard'. */
  label: string;
  /** Where the logo leads: the area's home. */
  home: string;
  items: NavItem[];
};

/** 240px sidebar with icons and labels; 70px and icons only below 768px (labels stay for screen readers). */
export function Sidebar({ label, home, items }: SidebarProps) {
  const { t } = useTranslation('admin');
  return (
    <nav className="dash-sidebar" aria-label={label}>
      <Link to={home} className="dash-sidebar__brand" title={t('sidebar.home')}>
        <Logo size={38} />
      </Link>
      <ul className="dash-sidebar__list">
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <NavLink
                to={item.to}
                // The area's home is current on itself only, not on every page below it.
                end={item.to === home}
                className={({ isActive }) => `dash-nav${isActive ? ' is-active' : ''}`}
                title={item.label}
              >
                <span className="dash-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <span className="dash-nav__label">{item.label}</span>
              </NavLink>
            ) : (
              <span
                className="dash-nav is-disabled"
                role="link"
                aria-disabled="true"
                title={item.unavailableHint}
              >
                <span className="dash-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <span className="dash-nav__label">{item.label}</span>
                {item.unavailableHint ? (
                  <span className="visually-hidden"> ({item.unavailableHint})</span>
                ) : null}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
