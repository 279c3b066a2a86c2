import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SearchHit } from '#shared/account.ts';
import { TopBarSearch } from '#client/components/dashboard/top-bar-search.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useStudentSearch } from '../api/student-portal';
import { pageMatches, searchHitText, type SearchPage } from './search-text';

type Hit = { kind: SearchHit['kind'] | 'page'; title: string; detail: string; to: string };

/** The text typed, once typing pauses. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The student top bar's 'Search...': the dashboard's pages and, from the server, the student's
 * own courses, exams and notices. Enter opens the first hit; Escape closes the list.
 */
export function StudentSearch({ pages }: { pages: SearchPage[] }) {
  const { t } = useTranslation('student');
  const kindLabel: Record<SearchHit['kind'] | 'page', string> = {
    page: t('search.kinds.page'),
    course: t('search.kinds.course'),
    exam: t('search.kinds.exam'),
    notice: t('search.kinds.notice'),
    test: t('search.kinds.test'),
    receipt: t('search.kinds.receipt'),
  };
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const settled = useDebounced(query, 250);
  const search = useStudentSearch(settled);
  const boxRef = useRef<HTMLFormElement>(null);

  const q = query.trim().toLowerCase();
  const pageHits: Hit[] = q
    ? pages
        .filter((p) => p.to && pageMatches(p, q))
        .map((p) => ({
          kind: 'page',
          title: p.label,
          detail: t('search.dashboardPage'),
          to: p.to!,
        }))
    : [];
  const serverHits: Hit[] =
    settled.trim().length >= 2
      ? (search.data?.hits ?? []).map((hit) => ({ ...hit, ...searchHitText(hit) }))
      : [];
  const hits = [...pageHits, ...serverHits];
  const waiting = q.length >= 2 && (settled.trim().toLowerCase() !== q || search.isFetching);
  const showList = open && q.length > 0;

  useEffect(() => {
    if (!showList) return;
    const onDown = (e: MouseEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [showList]);

  function go(to: string) {
    setOpen(false);
    setQuery('');
    void navigate(to);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const first = hits[0];
    if (first) go(first.to);
    else setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') setOpen(false);
    if (event.key === 'ArrowDown' && showList) {
      event.preventDefault();
      boxRef.current?.querySelector<HTMLAnchorElement>('.dash-search__hit')?.focus();
    }
  }

  let status = '';
  if (showList && !waiting) {
    status = hits.length === 0 ? t('search.nothing') : t('search.found', { count: hits.length });
  }

  return (
    <TopBarSearch
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={query}
      onChange={(value) => {
        setQuery(value);
        setOpen(true);
      }}
      field={{
        'aria-controls': showList ? listId : undefined,
        autoComplete: 'off',
        maxLength: 100,
        onFocus: () => setOpen(true),
      }}
      status={status}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      ref={boxRef}
    >
      {showList ? (
        <div className="dash-search__results" id={listId}>
          {hits.length > 0 ? (
            <ul aria-label={t('search.results')}>
              {hits.map((hit) => (
                <li key={`${hit.kind}:${hit.to}:${hit.title}`}>
                  <Link
                    className="dash-search__hit"
                    to={hit.to}
                    onClick={(e) => {
                      e.preventDefault();
                      go(hit.to);
                    }}
                  >
                    <span className="dash-search__kind">{kindLabel[hit.kind]}</span>
                    <span className="dash-search__title">{hit.title}</span>
                    {hit.detail ? <span className="dash-search__detail">{hit.detail}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="dash-search__none">
              {waiting
                ? t('search.searching')
                : q.length < 2
                  ? t('search.tooShort')
                  : t('search.nothing')}
            </p>
          )}
        </div>
      ) : null}
    </TopBarSearch>
  );
}
