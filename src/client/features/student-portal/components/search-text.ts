import type { SearchHit } from '#shared/account.ts';
import { formatDate, formatDateTime } from '#shared/format.ts';
import { formatRupees } from '#shared/money.ts';
import { courseDuration } from '#client/lib/course-duration.ts';
import type { NavItem } from '#client/components/dashboard/nav-types.ts';
import { i18n } from '#client/lib/i18n.ts';

/**
 * A search hit's title and subtitle in the interface's language (issue 27.9), written here from
 * the server's facts: the server never sends English sentences.
 */
export function searchHitText(hit: SearchHit): { title: string; detail: string } {
  const language = i18n.language;
  const f = hit.facts;
  const date = f.date ? formatDate(f.date, language) : '';
  const parts: string[] = [];
  let title = hit.title;
  switch (hit.kind) {
    case 'course':
      parts.push(f.code ?? '', f.duration ? courseDuration(f.duration) : '');
      break;
    case 'exam':
      title = `${hit.title} (${
        f.examType === 'final'
          ? i18n.t('student:search.examTypes.final')
          : i18n.t('student:search.examTypes.midTerm')
      })`;
      parts.push(date, f.course ?? '');
      break;
    case 'notice':
      parts.push(date, f.postedBy ? i18n.t('student:search.postedBy', { name: f.postedBy }) : '');
      break;
    case 'test':
      parts.push(
        f.course ?? '',
        f.minutes ? i18n.t('student:search.minutes', { count: f.minutes }) : '',
        f.opensAt && Date.parse(f.opensAt) > Date.now()
          ? i18n.t('student:search.opens', { time: formatDateTime(f.opensAt, language) })
          : '',
      );
      break;
    case 'receipt':
      parts.push(
        date,
        f.amountPaise === undefined
          ? ''
          : formatRupees(f.amountPaise, language, { wholeRupees: true }),
      );
      break;
  }
  return { title, detail: parts.filter(Boolean).join(' · ') };
}

/** A dashboard page the search offers, with the other words it is found by. */
export type SearchPage = NavItem & {
  /** Its name in English and other words for it, in English and the interface's language. */
  words: string;
};

/**
 * Whether a page answers the text typed: its name contains it, or (from 2 letters) one of its
 * words starts with it, so "fee" finds the Fee page on a Hindi screen and "ਰਸੀਦ" finds it too.
 */
export function pageMatches(page: SearchPage, q: string): boolean {
  if (page.label.toLowerCase().includes(q)) return true;
  return (
    q.length >= 2 &&
    page.words
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.startsWith(q))
  );
}
