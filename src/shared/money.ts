import { z } from 'zod';
import { toHundredths } from './decimal';
import { asciiDigits, numberFormat, toIntlLocale, type LocaleInput } from './intl-locale';
import { numberInWords, type WordsLanguage } from './number-words';

/**
 * Money is held as whole paise (integers) everywhere: ₹40,000.50 is 4000050. Integers add up
 * exactly, so receipts, balances and totals always reconcile. Negative amounts are allowed (a
 * reversal entry); fractions of a paisa never are.
 */
export function assertPaise(paise: number): number {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Money must be a whole number of paise (got ${paise}).`);
  }
  return paise;
}

/** An amount in whole paise, 0 or more (fees, payments; a reversal is a separate entry kind). */
export const paiseSchema = z
  .number('Enter an amount.')
  .int('Money is held in whole paise.')
  .min(0, 'The amount cannot be negative.')
  .max(Number.MAX_SAFE_INTEGER, 'That amount is too large.');

/** Rupees (at most two decimals) to paise, for constants and demo data: 40000 → 4000000. */
export function rupeesToPaise(rupees: number): number {
  return toHundredths(rupees);
}

export type FormatRupeesOptions = {
  /** Leave out '.00' when there are no paise (₹40,000); amounts with paise still show them. */
  wholeRupees?: boolean;
  /** Without the ₹ sign, for columns whose header already says ₹. */
  symbol?: boolean;
};

/**
 * Paise as rupees with lakh/crore grouping: 400000000 → '₹40,00,000.00' (en-IN; pa-IN and
 * hi-IN group and print the same, in Latin digits — see `intl-locale`). Exact: the amount is
 * handed to Intl as decimal text, never as a float.
 */
export function formatRupees(
  paise: number,
  locale: LocaleInput = 'en',
  options: FormatRupeesOptions = {},
): string {
  assertPaise(paise);
  const abs = Math.abs(paise);
  const fractionDigits = options.wholeRupees && abs % 100 === 0 ? 0 : 2;
  const format = numberFormat(toIntlLocale(locale), {
    ...(options.symbol === false ? {} : { style: 'currency', currency: 'INR' }),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  // Integer rupees and paise as text: Intl then rounds nothing and no float is involved.
  const rupees = (abs - (abs % 100)) / 100;
  const text = `${paise < 0 ? '-' : ''}${rupees}.${String(abs % 100).padStart(2, '0')}`;
  return format.format(text as Intl.StringNumericLiteral);
}

type RupeeParseError = {
  ok: false;
  code: 'EMPTY' | 'NOT_AN_AMOUNT' | 'NEGATIVE' | 'TOO_MANY_DECIMALS' | 'BAD_GROUPING' | 'TOO_LARGE';
  message: string;
};
export type RupeeParseResult = { ok: true; paise: number } | RupeeParseError;

const fail = (code: RupeeParseError['code'], message: string): RupeeParseError => ({
  ok: false,
  code,
  message,
});

/**
 * Reads an amount typed in rupees into paise: '40,000' → 4000000, '40000.50' → 4000050. Takes
 * '₹', 'Rs.' or 'INR' before it and '/-' after it (as Indian receipts write amounts), commas in
 * Indian (1,00,000) or international (100,000) places, and Gurmukhi or Devanagari digits.
 * Refuses, with a code and a message: nothing typed, minus amounts, more than two decimals,
 * misplaced commas ('4,0000') and anything else.
 */
export function parseRupees(input: string): RupeeParseResult {
  const text = asciiDigits(input)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*\/-$/, '');
  if (text === '') return fail('EMPTY', 'Enter an amount in rupees, e.g. 40,000.');
  if (/^-/.test(text)) return fail('NEGATIVE', 'The amount cannot be negative.');
  const m = /^(\d[\d,]*)?(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === undefined && !m[2])) {
    return fail('NOT_AN_AMOUNT', 'Enter an amount in rupees, e.g. 40,000 or 40000.50.');
  }
  const [, whole = '0', fraction = ''] = m;
  if (whole.includes(',') && !/^\d{1,2}(,\d{2})*,\d{3}$|^\d{1,3}(,\d{3})+$/.test(whole)) {
    return fail('BAD_GROUPING', 'Check the commas: write 1,00,000 or 100000.');
  }
  if (fraction.length > 2) {
    return fail('TOO_MANY_DECIMALS', 'Paise take at most two digits after the point.');
  }
  const paise = BigInt(whole.replace(/,/g, '')) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (paise > BigInt(Number.MAX_SAFE_INTEGER))
    return fail('TOO_LARGE', 'That amount is too large.');
  return { ok: true, paise: Number(paise) };
}

/** A form field typed in rupees, parsed to paise (add `.pipe(paiseSchema.positive())` etc.). */
export const rupeeAmountSchema = z.string('Enter an amount.').transform((value, ctx) => {
  const result = parseRupees(value);
  if (result.ok) return result.paise;
  ctx.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});

type Frame = {
  /** "N rupees" and "N paise" from the number in words and the number itself (for singulars). */
  rupees: (words: string, n: number) => string;
  paise: (words: string, n: number) => string;
  and: string;
  sentence: (phrase: string) => string;
};

// The words around the number, per language: the hook to adjust when translators review the
// receipts. English follows cheque style ("Rupees … Only"); Hindi ends with मात्र; Punjabi
// opens with ਕੇਵਲ.
const frames: Readonly<Record<WordsLanguage, Frame>> = {
  en: {
    rupees: (w) => `Rupees ${w}`,
    paise: (w, n) => `${w} ${n === 1 ? 'Paisa' : 'Paise'}`,
    and: 'and',
    sentence: (p) => `${p} Only`,
  },
  hi: {
    rupees: (w, n) => `${w} ${n === 1 ? 'रुपया' : 'रुपये'}`,
    paise: (w, n) => `${w} ${n === 1 ? 'पैसा' : 'पैसे'}`,
    and: 'और',
    sentence: (p) => `${p} मात्र`,
  },
  pa: {
    rupees: (w, n) => `${w} ${n === 1 ? 'ਰੁਪਇਆ' : 'ਰੁਪਏ'}`,
    paise: (w, n) => `${w} ${n === 1 ? 'ਪੈਸਾ' : 'ਪੈਸੇ'}`,
    and: 'ਅਤੇ',
    sentence: (p) => `ਕੇਵਲ ${p}`,
  },
};

/**
 * An amount in words in the Indian system, as receipts print it:
 * 4000000 → 'Rupees Forty Thousand Only';
 * 12500050 → 'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only';
 * 0 → 'Rupees Zero Only'; 50 → 'Fifty Paise Only'. Hindi and Punjabi likewise
 * ('चालीस हज़ार रुपये मात्र', 'ਕੇਵਲ ਚਾਲੀ ਹਜ਼ਾਰ ਰੁਪਏ'). Negative amounts are refused: a reversal
 * receipt states the amount reversed.
 */
export function amountInWords(paise: number, language: WordsLanguage = 'en'): string {
  assertPaise(paise);
  if (paise < 0) throw new RangeError('An amount in words cannot be negative.');
  const f = frames[language];
  const rupees = (paise - (paise % 100)) / 100;
  const rest = paise % 100;
  const parts: string[] = [];
  if (rupees > 0 || rest === 0) parts.push(f.rupees(numberInWords(rupees, language), rupees));
  if (rest > 0) parts.push(f.paise(numberInWords(rest, language), rest));
  return f.sentence(parts.join(` ${f.and} `)).normalize('NFC');
}
