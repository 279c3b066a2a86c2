/**
 * India Standard Time by arithmetic. IST has been UTC+05:30 all year since 1945 (no daylight
 * saving), so adding 330 minutes is exact, costs nothing, and gives the same answer in every
 * browser and on the server, whatever the machine's own time zone.
 */
export const istOffsetMinutes = 330;
const offsetMs = istOffsetMinutes * 60_000;

/** A calendar date with no time of day, as stored for exam dates and payment dates. */
const plainDate = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp must say where it is in the world: Z or an offset. '2026-11-22T10:00' alone would
// be read in the reader's own zone (the browser's), so it is refused rather than guessed.
const timestamp =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** What the date helpers accept: a Date, an ISO timestamp with Z or offset, or 'yyyy-mm-dd'. */
export type DateInput = Date | string;

/** True when y-m-d is a real day of the Gregorian calendar (29-02 only in leap years). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() && year >= 1 && year <= 9999;
}

/** 'yyyy-mm-dd' of a real calendar date, or null. */
export function parsePlainDate(text: string): { year: number; month: number; day: number } | null {
  const m = plainDate.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/**
 * The instant a Date or timestamp string stands for. Throws a RangeError for an invalid Date, an
 * impossible calendar part ('2026-02-30T…', which JavaScript would roll into March) and a
 * timestamp without a zone.
 */
export function toInstant(value: Date | string): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid date.');
    return value;
  }
  const m = timestamp.exec(value);
  if (!m) throw new RangeError(`Not a timestamp with a time zone: ${value}`);
  if (!isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) {
    throw new RangeError(`No such date: ${value}`);
  }
  // PostgreSQL writes offsets as '+00' or '+0530'; Date.parse reliably reads only '+05:30'.
  const offset = /^([+-]\d{2}):?(\d{2})?$/.exec(m[8]!);
  const zone = offset ? `${offset[1]}:${offset[2] ?? '00'}` : 'Z';
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}${m[7] ?? ''}${zone}`;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Not a valid timestamp: ${value}`);
  return new Date(time);
}

export type IstParts = {
  year: number;
  month: number;
  day: number;
  /** 0–23; 0 for a plain date. */
  hour: number;
  minute: number;
};

/**
 * The wall-clock date and time in India of a value. A plain 'yyyy-mm-dd' is a calendar day, not
 * an instant: it is returned as is and never shifts by a day.
 */
export function istParts(value: DateInput): IstParts {
  if (typeof value === 'string' && plainDate.test(value)) {
    const date = parsePlainDate(value);
    if (!date) throw new RangeError(`No such date: ${value}`);
    return { ...date, hour: 0, minute: 0 };
  }
  const shifted = new Date(toInstant(value).getTime() + offsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day in India as 'yyyy-mm-dd': 2027-03-31T18:30:00Z (midnight IST) → '2027-04-01'. */
export function istDate(value: DateInput): string {
  const { year, month, day } = istParts(value);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The instant of 00:00 IST on a calendar day ('2026-04-01' → 2026-03-31T18:30:00.000Z). */
export function istMidnight(date: string): Date {
  const parsed = parsePlainDate(date);
  if (!parsed) throw new RangeError(`No such date: ${date}`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day) - offsetMs);
}
