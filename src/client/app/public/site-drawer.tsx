import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { headerLinks, type AccountLink } from './nav-links';

/** The drawer's id, which the header's menu button names as its popover target. */
export const drawerId = 'site-drawer';

type SiteDrawerProps = {
  /** Login links, or the logged-in user's dashboard. */
  accountLinks: readonly AccountLink[];
  /** Opened or closed, by the browser or by the app (the menu button's `aria-expanded`). */
  onToggle: (open: boolean) => void;
};

const isOpen = (node: HTMLElement) => {
  try {
    return node.matches(':popover-open');
  } catch {
    return false; // a browser without popovers
  }
};

/**
 * The small-screen menu: a panel sliding in from the right with the header's links. It is a
 * native popover (`popover`, opened by the menu button's `popovertarget`), so it opens, closes on
 * Escape or a press outside, and returns focus to the button with no script at all: a first tap
 * on a page whose app has not loaded yet opens it at once (decision 048). Once the app is live
 * it also keeps Tab inside, locks the page's scroll and closes when a link is followed.
 */
export function SiteDrawer({ accountLinks, onToggle }: SiteDrawerProps) {
  const { t } = useTranslation('layout');
  const to = useLocalizedPath();
  const panel = useRef<HTMLDivElement>(null);
  const toggled = useRef(onToggle);
  useEffect(() => {
    toggled.current = onToggle;
  }, [onToggle]);

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
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
    };
    const sync = (open: boolean) => {
      toggled.current(open);
      document.body.classList.toggle('drawer-open', open);
      if (open) {
        document.addEventListener('keydown', onKey);
        if (!node.contains(document.activeElement)) {
          node.querySelector<HTMLElement>('a, button, select')?.focus();
        }
      } else {
        document.removeEventListener('keydown', onKey);
      }
    };
    const onToggleEvent = (e: Event) => sync((e as ToggleEvent).newState === 'open');
    node.addEventListener('toggle', onToggleEvent);
    // Opened by the browser before the app was live.
    if (isOpen(node)) sync(true);
    return () => {
      node.removeEventListener('toggle', onToggleEvent);
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('drawer-open');
    };
  }, []);

  // A link followed inside the app: the page changes without a load, so the menu closes itself.
  const close = () => {
    const node = panel.current;
    if (node && isOpen(node)) node.hidePopover();
  };

  return (
    <div
      ref={panel}
      id={drawerId}
      className="drawer"
      popover="auto"
      role="dialog"
      aria-label={t('drawer.label')}
    >
      <button
        type="button"
        className="drawer__close"
        popoverTarget={drawerId}
        popoverTargetAction="hide"
      >
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('drawer.close')}</span>
      </button>
      <nav aria-label={t('drawer.label')}>
        <ul className="drawer__links">
          {headerLinks.map((l) => (
            <li key={l.to}>
              <NavLink to={to(l.to)} className="drawer__link" onClick={close}>
                {t(l.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="drawer__actions">
          {accountLinks.map((l) => (
            <li key={l.to}>
              <Link to={to(l.to)} className={`btn btn--${l.variant} btn--block`} onClick={close}>
                {t(l.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
