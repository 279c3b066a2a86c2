/**
 * The product's three languages and the `Intl` locales that format for them. Kept apart from the
 * translation files so the pure formatters (dates, money, numbers) can share it.
 */
export const appLocales = ['en', 'pa', 'hi'] as const;
export type AppLocale = (typeof appLocales)[number];

/** Indian English, Punjabi (Gurmukhi) and Hindi, all as used in India: lakh/crore grouping. */
export const intlLocaleOf: Readonly<Record<AppLocale, string>> = {
  en: 'en-IN',
  pa: 'pa-IN',
  hi: 'hi-IN',
};

/** Anything the formatters accept: one of the app's languages or a BCP 47 tag such as 'hi-IN'. */
export type LocaleInput = AppLocale | (string & {});

export function isAppLocale(value: string): value is AppLocale {
  return (appLocales as readonly string[]).includes(value);
}

/**
 * The `Intl` tag for a locale input: 'pa' → 'pa-IN'; a full tag passes through. Throws a
 * RangeError for a malformed tag (a programming error, not user input).
 */
export function toIntlLocale(locale: LocaleInput = 'en'): string {
  if (isAppLocale(locale)) return intlLocaleOf[locale];
  const [canonical] = Intl.getCanonicalLocales(locale);
  if (!canonical) throw new RangeError(`Not a locale: ${locale}`);
  return canonical;
}

/**
 * The numbering system to format with. Latin digits (0-9) everywhere unless the tag itself asks
 * for others ('pa-IN-u-nu-guru', 'hi-IN-u-nu-deva'): marks, fees and dates are read alongside
 * English documents and typed back into forms, and CLDR's default for pa-IN and hi-IN is Latin
 * too. Setting it explicitly keeps every browser's ICU build in line with Node's.
 */
export function numberingSystemOf(intlLocale: string): string {
  const match = /-u(?:-[a-z0-9]{2,8})*?-nu-([a-z0-9]{3,8})/i.exec(intlLocale);
  return match?.[1]?.toLowerCase() ?? 'latn';
}

const digitZero: Readonly<Record<string, number>> = { guru: 0x0a66, deva: 0x0966 };

/** Rewrites ASCII digits into the locale's numbering system (only when the tag asks for it). */
export function localizeDigits(text: string, intlLocale: string): string {
  const zero = digitZero[numberingSystemOf(intlLocale)];
  if (zero === undefined) return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));
}

/** Gurmukhi (੦-੯) and Devanagari (०-९) digits to ASCII, so typed amounts and dates parse alike. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0a66-\u0a6f\u0966-\u096f]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= 0x0a66 ? 0x0a66 : 0x0966));
  });
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locale numbers are formatted in. Chromium's ICU data formats Punjabi numbers with Western
 * grouping and a spaced sign ('₹ 268,500', '1,234,567.5') where Node, CLDR's en-IN and hi-IN
 * group in lakhs ('₹2,68,500'); Punjabi numbers take en-IN's pattern (the digits are Latin in
 * all three languages anyway, see `numberingSystemOf`), so a fee reads alike in every browser.
 */
function numberLocaleOf(intlLocale: string): string {
  if (!/^pa(?:-|$)/i.test(intlLocale)) return intlLocale;
  return `en-IN${/-u-.*$/i.exec(intlLocale)?.[0] ?? ''}`;
}

/**
 * A cached `Intl.NumberFormat` (building one costs far more than formatting: a course's report
 * cards format thousands of numbers) with the numbering system pinned as above.
 */
export function numberFormat(
  intlLocale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocaleOf(intlLocale), {
      numberingSystem: numberingSystemOf(intlLocale),
      ...options,
    });
    numberFormats.set(key, format);
  }
  return format;
}
