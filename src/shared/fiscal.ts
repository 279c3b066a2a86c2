import { istMidnight, istParts, type DateInput } from './ist';

/**
 * India's financial year runs from 1 April to 31 March and is decided by the date in India: a
 * payment at 00:10 IST on 1 April (still 31 March in UTC) belongs to the new year.
 */
export type FinancialYear = {
  /** The calendar year it starts in: 2026 for April 2026 – March 2027. */
  startYear: number;
  /** As printed on receipts: '26-27'. */
  label: string;
  /** First and last day, 'yyyy-mm-dd'. */
  firstDay: string;
  lastDay: string;
};

/** '26-27' for the year starting April 2026. */
export function financialYearLabel(startYear: number): string {
  if (!Number.isInteger(startYear) || startYear < 2000 || startYear > 2098) {
    throw new RangeError(`Financial years from 2000 to 2098 only (got ${startYear}).`);
  }
  return `${String(startYear % 100).padStart(2, '0')}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The financial year starting in April of `startYear`. */
export function financialYear(startYear: number): FinancialYear {
  return {
    startYear,
    label: financialYearLabel(startYear),
    firstDay: `${startYear}-04-01`,
    lastDay: `${startYear + 1}-03-31`,
  };
}

/** The financial year of a Date, timestamp or 'yyyy-mm-dd' day, judged in IST. */
export function financialYearOf(value: DateInput): FinancialYear {
  const { year, month } = istParts(value);
  return financialYear(month >= 4 ? year : year - 1);
}

/**
 * The instants bounding a financial year, for database ranges: `from` ≤ t < `until`
 * (1 April 00:00 IST to the next 1 April 00:00 IST).
 */
export function financialYearInstants(startYear: number): { from: Date; until: Date } {
  return {
    from: istMidnight(`${startYear}-04-01`),
    until: istMidnight(`${startYear + 1}-04-01`),
  };
}

/** Receipt serials: RCT/<financial year>/<sequence>, at most 16 characters. */
const receiptPrefix = 'RCT';
export const receiptSerialMaxLength = 16;

/**
 * 'RCT/26-27/00001': the sequence restarts each financial year and is padded to 5 digits. The 16
 * character cap (the issue's, and what fits a receipt's serial box) allows sequences up to
 * 999999; beyond that this throws instead of printing a longer serial.
 */
export function formatReceiptSerial(startYear: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A receipt sequence starts at 1 (got ${sequence}).`);
  }
  const serial = `${receiptPrefix}/${financialYearLabel(startYear)}/${String(sequence).padStart(5, '0')}`;
  if (serial.length > receiptSerialMaxLength) {
    throw new RangeError(`Receipt serial ${serial} is longer than ${receiptSerialMaxLength}.`);
  }
  return serial;
}

export type ReceiptSerial = { startYear: number; label: string; sequence: number };

/**
 * Reads a serial back ('RCT/26-27/00001' → 2026, '26-27', 1), or null when it is not one: wrong
 * prefix, years that do not follow each other, fewer than 5 digits, or too long.
 */
export function parseReceiptSerial(serial: string): ReceiptSerial | null {
  if (serial.length > receiptSerialMaxLength) return null;
  const m = /^RCT\/(\d{2})-(\d{2})\/(\d{5,6})$/.exec(serial);
  if (!m) return null;
  const [first, second] = [Number(m[1]), Number(m[2])];
  if ((first + 1) % 100 !== second || first === 99) return null;
  const sequence = Number(m[3]);
  if (sequence < 1 || (m[3]!.length === 6 && m[3]!.startsWith('0'))) return null;
  return { startYear: 2000 + first, label: `${m[1]}-${m[2]}`, sequence };
}
