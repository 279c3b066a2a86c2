import type { Notice } from '#shared/notices.ts';

export type NoticeSearch = {
  /** yyyy-mm-dd, or empty for any date. */
  date: string;
  /** Case-insensitive part of the title, or empty for any title. */
  title: string;
};

/** The notices matching the search, newest date first, then the most recently posted. */
export function filterNotices(notices: Notice[], search: NoticeSearch): Notice[] {
  const title = search.title.trim().toLocaleLowerCase();
  return notices
    .filter((n) => !search.date || n.date === search.date)
    .filter((n) => !title || n.title.toLocaleLowerCase().includes(title))
    .sort((a, b) =>
      a.date !== b.date
        ? b.date.localeCompare(a.date)
        : b.postTime.localeCompare(a.postTime) || b.id - a.id,
    );
}
