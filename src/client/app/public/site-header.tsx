import { useCallback, useContext, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { academy } from '#shared/academy.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { Logo } from '#client/components/logo.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { headerLinks } from './nav-links';
import { SessionRoleContext, useAccountLinks } from './use-account-links';
import { drawerId, SiteDrawer } from './site-drawer';
import { useScrollHeader } from './use-scroll-header';

/**
 * The public header: logo home, the spec's links, and a menu button that opens the drawer on small
 * screens. It slides away while scrolling down, returns on scrolling up, and turns frosted past
 * 50px. It stays put while the drawer is open or while keyboard focus is inside it.
 */
export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const onToggle = useCallback((open: boolean) => setDrawerOpen(open), []);
  const { hidden, frosted } = useScrollHeader(drawerOpen || focusInside);
  const accountLinks = useAccountLinks();
  const signedIn = useContext(SessionRoleContext) !== null;
  const { t } = useTranslation('layout');
  const to = useLocalizedPath();

  const className = [
    'site-header',
    hidden ? 'site-header--hidden' : '',
    frosted ? 'site-header--frosted' : '',
  ]
    .filter(Boolean)
    .join(' ');

  // The drawer is the header's sibling: the frosted header's backdrop-filter would otherwise
  // become the containing block of the drawer's fixed positioning and clip it to 72px.
  return (
    <>
      <header
        className={className}
        data-hidden={hidden}
        data-frosted={frosted}
        onFocus={() => setFocusInside(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
        }}
      >
        <div className="site-header__inner">
          <Link
            to={to('/')}
            className="site-header__logo"
            aria-label={t('header.home', { name: academy.name })}
          >
            <Logo size={40} />
          </Link>
          <nav className="site-header__nav" aria-label={t('header.mainNav')}>
            <ul className="site-header__links">
              {headerLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={to(l.to)} className="site-header__link">
                    {t(l.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ul className="site-header__actions">
              {accountLinks.map((l) => (
                <li key={l.to}>
                  <Link to={to(l.to)} className={`btn btn--${l.variant} btn--small`}>
                    {t(l.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* Outside the nav: a phone shows it too, beside the menu button (issue 27.18). */}
          <LanguageSwitch place="header" signedIn={signedIn} />
          {/* Opens the drawer natively (popovertarget): no script needed (decision 048). */}
          <button
            type="button"
            className="site-header__menu"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            popoverTarget={drawerId}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" />
            </svg>
            <span className="visually-hidden">{t('header.menu')}</span>
          </button>
        </div>
      </header>
      <SiteDrawer accountLinks={accountLinks} onToggle={onToggle} />
    </>
  );
}
