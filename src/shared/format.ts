import {
  asciiDigits,
  isAppLocale,
  localizeDigits,
  numberFormat,
  toIntlLocale,
  type AppLocale,
  type LocaleInput,
} from './intl-locale';
import { isRealDate, istParts, type DateInput } from './ist';

/**
 * The product's one date and time style (issue 12): dd-mm-yyyy and 12-hour times in IST, with
 * Latin digits in every language (see `intl-locale`). English writes '06:45 pm IST'; Punjabi and
 * Hindi say the part of the day in words, as people there do: 'ਸ਼ਾਮ 6:45', 'शाम 6:45' (issue
 * 27.19: Latin "pm" and "IST" inside Gurmukhi or Devanagari text read as leftovers). Dates are
 * assembled from IST parts rather than `Intl.DateTimeFormat`, whose pa-IN and hi-IN patterns
 * differ from en-IN and between ICU versions.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Parts of the day from the hour they start: morning 4–12, afternoon 12–16, evening 16–20, night. */
const dayPeriods: Readonly<Record<'pa' | 'hi', readonly [number, string][]>> = {
  pa: [
    [4, 'ਸਵੇਰੇ'],
    [12, 'ਦੁਪਹਿਰ'],
    [16, 'ਸ਼ਾਮ'],
    [20, 'ਰਾਤ'],
  ],
  hi: [
    [4, 'सुबह'],
    [12, 'दोपहर'],
    [16, 'शाम'],
    [20, 'रात'],
  ],
};

function languageOf(locale: LocaleInput): AppLocale {
  const language = toIntlLocale(locale).split('-')[0]!;
  return isAppLocale(language) ? language : 'en';
}

/** The part of the day an hour (0–23) falls in, in Punjabi or Hindi. */
function dayPeriod(language: 'pa' | 'hi', hour: number): string {
  const periods = dayPeriods[language];
  const found = [...periods].reverse().find(([from]) => hour >= from);
  return (found ?? periods[periods.length - 1]!)[1];
}

/**
 * A time of day, hour 0–23 and minute: '06:45 pm' in English (two-digit hour so times line up
 * in tables; 00:05 is '12:05 am'), 'ਸ਼ਾਮ 6:45' in Punjabi, 'शाम 6:45' in Hindi.
 */
export function formatClock(hour: number, minute: number, locale: LocaleInput = 'en'): string {
  const language = languageOf(locale);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const text =
    language === 'en'
      ? `${pad(twelve)}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`
      : `${dayPeriod(language, hour)} ${twelve}:${pad(minute)}`;
  return localizeDigits(text, toIntlLocale(locale));
}

/**
 * '31-12-2026'. Accepts a Date, an ISO timestamp with a zone (shown as the day in India), or a
 * plain 'yyyy-mm-dd' (shown as that very day, never shifted). Throws a RangeError for anything
 * else, so a broken value is caught in tests rather than shown as "Invalid Date".
 */
export function formatDate(value: DateInput, locale: LocaleInput = 'en'): string {
  const { year, month, day } = istParts(value);
  return localizeDigits(`${pad(day)}-${pad(month)}-${pad(year, 4)}`, toIntlLocale(locale));
}

/** The time of an instant in IST: '06:45 pm', 'ਸ਼ਾਮ 6:45', 'शाम 6:45' (`formatClock`). */
export function formatTime(value: Date | string, locale: LocaleInput = 'en'): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw new RangeError(`A plain date has no time: ${value}`);
  }
  const { hour, minute } = istParts(value);
  return formatClock(hour, minute, locale);
}

/**
 * The date and time of an instant, in India: '22-11-2026, 06:45 pm IST' in English;
 * '22-11-2026, ਸ਼ਾਮ 6:45' in Punjabi and Hindi, where every time the product shows is India's.
 */
export function formatDateTime(value: Date | string, locale: LocaleInput = 'en'): string {
  const zone = languageOf(locale) === 'en' ? ' IST' : '';
  return `${formatDate(value, locale)}, ${formatTime(value, locale)}${zone}`;
}

/** A number with Indian grouping (12,34,567.5) in Latin digits; options go to Intl. */
export function formatNumber(
  value: number | bigint,
  locale: LocaleInput = 'en',
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(toIntlLocale(locale), options).format(value);
}

export type DayMonthYearResult =
  | { ok: true; date: string }
  | { ok: false; code: 'EMPTY' | 'BAD_FORMAT' | 'NO_SUCH_DATE' | 'OUT_OF_RANGE'; message: string };

/**
 * Reads a date typed as dd-mm-yyyy ('31-12-2026', also '1-1-2026', '31/12/2026', '31.12.2026'
 * and Gurmukhi or Devanagari digits) into 'yyyy-mm-dd'. Impossible days ('30-02-2026',
 * '29-02-2027') are refused rather than rolled into the next month.
 */
export function parseDayMonthYear(text: string): DayMonthYearResult {
  const trimmed = asciiDigits(text).trim();
  if (trimmed === '') return { ok: false, code: 'EMPTY', message: 'Enter a date as dd-mm-yyyy.' };
  const m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/.exec(trimmed);
  if (!m) {
    return {
      ok: false,
      code: 'BAD_FORMAT',
      message: 'Enter the date as dd-mm-yyyy, e.g. 31-12-2026.',
    };
  }
  const [day, month, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
  if (year < 1900 || year > 2100) {
    return { ok: false, code: 'OUT_OF_RANGE', message: 'Enter a year between 1900 and 2100.' };
  }
  if (!isRealDate(year, month, day)) {
    return {
      ok: false,
      code: 'NO_SUCH_DATE',
      message: `There is no ${pad(day)}-${pad(month)}-${year}: check the day and month.`,
    };
  }
  return { ok: true, date: `${year}-${pad(month)}-${pad(day)}` };
}
