import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { headerLinks, type AccountLink } from './nav-links';

type SiteDrawerProps = {
  open: boolean;
  /** Login links, or the logged-in user's dashboard. */
  accountLinks: readonly AccountLink[];
  /** Someone is logged in: a language chosen here is also stored with them. */
  signedIn: boolean;
  /** Closed by the visitor (Escape, close button, backdrop): focus goes back to the menu button. */
  onClose: () => void;
  /** Closed because a link was followed: the new page takes focus. */
  onNavigate: () => void;
};

/**
 * The small-screen menu: a modal panel sliding in from the right with the header's links.
 * Escape or the backdrop closes it; Tab stays inside while it is open.
 */
export function SiteDrawer({ open, accountLinks, signedIn, onClose, onNavigate }: SiteDrawerProps) {
  const { t } = useTranslation('layout');
  const to = useLocalizedPath();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const node = panel.current;
    node?.querySelector<HTMLElement>('a, button, select')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab' && node) {
        const items = [...node.querySelectorAll<HTMLElement>('a, button, select')];
        const first = items[0];
        const last = items[items.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('drawer-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('drawer-open');
    };
  }, [open]);

  return (
    <div className={`drawer${open ? ' drawer--open' : ''}`}>
      <div className="drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id="site-drawer"
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('drawer.label')}
      >
        <button type="button" className="drawer__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('drawer.close')}</span>
        </button>
        <nav aria-label={t('drawer.label')}>
          <ul className="drawer__links">
            {headerLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={to(l.to)} className="drawer__link" onClick={onNavigate}>
                  {t(l.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="drawer__actions">
            {accountLinks.map((l) => (
              <li key={l.to}>
                <Link
                  to={to(l.to)}
                  className={`btn btn--${l.variant} btn--block`}
                  onClick={onNavigate}
                >
                  {t(l.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitch place="drawer" signedIn={signedIn} />
        </nav>
      </div>
    </div>
  );
}
