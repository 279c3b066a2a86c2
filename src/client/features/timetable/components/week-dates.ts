import { formatClock } from '#shared/format.ts';
import { toIntlLocale, type LocaleInput } from '#shared/intl-locale.ts';
import { parsePlainDate } from '#shared/ist.ts';

// The week view's dates and times in the reader's language: weekday and month names through
// Intl ('Monday', 'ਸੋਮਵਾਰ', 'सोमवार'), times in the product's clock style (format.ts).

const utcNoon = (day: string) => {
  const d = parsePlainDate(day);
  if (!d) throw new RangeError(`No such date: ${day}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
};

export type WeekDates = {
  weekday: (day: string) => string;
  dayMonth: (day: string) => string;
  week: (from: string, to: string) => string;
  clock: (hhmm: string) => string;
};

/** Weekday (Monday first) and short month names, '|'-separated, from the locale files. */
export type DateNames = { weekdays: string; months: string };

/**
 * The formatters of one language (make once a render, not once a class). Intl names weekdays and
 * months; a browser whose Intl has no data for the language (Chromium builds without Punjabi say
 * 'Mon', 'M03 2') gets the locale files' names instead.
 */
export function weekDates(locale: LocaleInput, names?: DateNames): WeekDates {
  const tag = toIntlLocale(locale);
  const own = names && intlLacks(tag) ? names : null;
  if (own) return ownNames(locale, own);
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const full = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const clocks = new Map<string, string>();
  return {
    weekday: (day) => weekday.format(utcNoon(day)),
    dayMonth: (day) => dayMonth.format(utcNoon(day)),
    week: (from, to) => full.formatRange(utcNoon(from), utcNoon(to)),
    clock: (hhmm) => {
      let text = clocks.get(hhmm);
      if (text === undefined) {
        text = formatClock(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), locale);
        clocks.set(hhmm, text);
      }
      return text;
    },
  };
}

/** Whether Intl answers this language in Latin letters only (no data for it). */
function intlLacks(tag: string): boolean {
  if (tag.startsWith('en')) return false;
  const text = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(
    utcNoon('2026-03-02'),
  );
  return !/[^\u0020-\u007e]/.test(text);
}

function ownNames(locale: LocaleInput, names: DateNames): WeekDates {
  const weekdays = names.weekdays.split('|');
  const months = names.months.split('|');
  const parts = (day: string) => parsePlainDate(day)!;
  const dayMonth = (day: string) => `${parts(day).day} ${months[parts(day).month - 1] ?? ''}`;
  return {
    weekday: (day) => weekdays[(utcNoon(day).getUTCDay() + 6) % 7] ?? '',
    dayMonth,
    week: (from, to) => `${dayMonth(from)} – ${dayMonth(to)} ${parts(to).year}`,
    clock: (hhmm) => formatClock(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), locale),
  };
}
