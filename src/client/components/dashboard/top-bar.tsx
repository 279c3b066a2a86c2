import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#client/lib/i18n.ts';
import { LanguageSwitch } from '../language-switch';
import type { NavItem } from './nav-types';
import { TopBarSearch } from './top-bar-search';

type TopBarProps = {
  title: string;
  /** The sidebar's pages: 'Search...' opens the first one whose name matches. */
  searchable?: NavItem[];
  /** A search box of the area's own (replaces the page search). */
  search?: ReactNode;
  children: ReactNode;
};

/** The dashboard's top bar: title, optional page search, then the bell and profile (children). */
export function TopBar({ title, searchable, search, children }: TopBarProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('layout');
  const [query, setQuery] = useState('');
  const [miss, setMiss] = useState(false);
  const bar = useRef<HTMLElement>(null);

  // Toasts are placed under the bar (base.css reads --dash-topbar-height), so one raised before
  // a redirect (the login's) does not cover the title, language and bell after it: issue 27.14.
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--dash-topbar-height', `${el.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--dash-topbar-height');
    };
  }, []);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim().toLowerCase();
    if (!q) return;
    const hit = searchable?.find((item) => item.to && item.label.toLowerCase().includes(q));
    setMiss(!hit);
    if (hit?.to) {
      setQuery('');
      void navigate(hit.to);
    }
  }

  return (
    <header className="dash-topbar" ref={bar}>
      <p className="dash-topbar__title">{title}</p>
      {search ?? null}
      {!search && searchable ? (
        <TopBarSearch
          label={t('topBar.searchLabel')}
          placeholder={t('topBar.searchPlaceholder')}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setMiss(false);
          }}
          status={miss ? t('topBar.noMatch') : ''}
          onSubmit={onSearch}
        />
      ) : null}
      <div className="dash-topbar__actions">
        <LanguageSwitch place="topbar" signedIn />
        {children}
      </div>
    </header>
  );
}
