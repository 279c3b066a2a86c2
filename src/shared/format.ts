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
 * The product's one date and time style (issue 12): dd-mm-yyyy, 12-hour time with am/pm, in
 * IST, the same in English, Punjabi and Hindi (Latin digits; see `intl-locale`). Dates are
 * assembled from IST parts rather than `Intl.DateTimeFormat`, whose pa-IN and hi-IN patterns
 * differ from en-IN and between ICU versions.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// Words around the digits, per language: the hook for translators. Indian usage keeps "am",
// "pm" and "IST" in Latin letters in Hindi and Punjabi text too (CLDR's hi data says am/pm).
const timeWords: Readonly<Record<AppLocale, { am: string; pm: string; zone: string }>> = {
  en: { am: 'am', pm: 'pm', zone: 'IST' },
  pa: { am: 'am', pm: 'pm', zone: 'IST' },
  hi: { am: 'am', pm: 'pm', zone: 'IST' },
};

function wordsOf(locale: LocaleInput): (typeof timeWords)['en'] {
  const language = toIntlLocale(locale).split('-')[0]!;
  return timeWords[isAppLocale(language) ? language : 'en'];
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

/** '06:45 pm' in IST: 12-hour, two-digit hour so times line up in tables; 00:05 is '12:05 am'. */
export function formatTime(value: Date | string, locale: LocaleInput = 'en'): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw new RangeError(`A plain date has no time: ${value}`);
  }
  const { hour, minute } = istParts(value);
  const words = wordsOf(locale);
  const text = `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${pad(minute)} ${hour < 12 ? words.am : words.pm}`;
  return localizeDigits(text, toIntlLocale(locale));
}

/** '22-11-2026, 06:45 pm IST': the date and time of an instant, in India. */
export function formatDateTime(value: Date | string, locale: LocaleInput = 'en'): string {
  return `${formatDate(value, locale)}, ${formatTime(value, locale)} ${wordsOf(locale).zone}`;
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
