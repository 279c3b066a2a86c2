/**
 * Exact decimal helpers for marks, answers and money. Binary floating point cannot hold 0.1 or
 * 1.33 exactly, so anything that is added up, compared at a boundary or printed on a receipt is
 * turned into integers first (hundredths of a mark, paise, scaled BigInts).
 */

/** A plain decimal held exactly: `units / 10^scale` (e.g. '-2.50' is units -250n, scale 2). */
export type Decimal = { units: bigint; scale: number };

// Plain decimals only: an optional minus, digits, an optional point with digits. No plus sign,
// exponent, grouping, spaces, 'Infinity' or hex: a numerical answer typed on the on-screen
// keypad can never contain them, so anything else is a tampered or broken request.
const plainDecimal = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Longest decimal text accepted; keeps BigInt work tiny and refuses absurd input early. */
export const maxDecimalLength = 24;

/**
 * Parses '2.50', '-3', '.5', '5.' exactly; returns null for anything else ('1e3', '+5', ' 5',
 * '1,000', '', '-', '.').
 */
export function parsePlainDecimal(text: string): Decimal | null {
  if (text.length === 0 || text.length > maxDecimalLength) return null;
  const m = plainDecimal.exec(text);
  if (!m) return null;
  const [, sign = '', whole = '', fraction = ''] = m;
  if (whole === '' && fraction === '') return null;
  const units = BigInt((whole || '0') + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** -1, 0 or 1 as a is below, equal to or above b; exact whatever the scales ('2.5' = '2.50'). */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = a.units * 10n ** BigInt(scale - a.scale);
  const y = b.units * 10n ** BigInt(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * A number with at most two decimal places as an integer count of hundredths (4 → 400,
 * -0.25 → -25, 1.33 → 133). Throws a RangeError for NaN, infinities, more decimals or values
 * too large to stay exact, because a silently rounded mark or amount is worse than a loud bug.
 */
export function toHundredths(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const scaled = value * 100;
  const rounded = Math.round(scaled);
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`Too large to be exact: ${value}`);
  // 1.33 * 100 is 133.00000000000003 in binary: allow that noise, refuse a real third decimal.
  if (Math.abs(scaled - rounded) > 1e-6) {
    throw new RangeError(`At most two decimal places: ${value}`);
  }
  return rounded === 0 ? 0 : rounded; // never -0
}

/** True when `value` has at most two decimal places (what `toHundredths` accepts). */
export function hasAtMostTwoDecimals(value: number): boolean {
  try {
    toHundredths(value);
    return true;
  } catch {
    return false;
  }
}

/** Hundredths back to a number for display or JSON (133 → 1.33); exact to two decimals. */
export function fromHundredths(hundredths: number): number {
  const value = hundredths / 100;
  return value === 0 ? 0 : value;
}
