import { describe, expect, it } from 'vitest';
import { dayMonthYearSchema } from './day-month-year-schema';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  parseDayMonthYear,
} from './format';

describe('formatDate', () => {
  it('writes dd-mm-yyyy in IST', () => {
    expect(formatDate(new Date('2026-11-20T06:30:00Z'))).toBe('20-11-2026');
    expect(formatDate('2026-11-20T18:30:00Z')).toBe('21-11-2026'); // midnight in India
    expect(formatDate('2026-11-20T18:29:59Z')).toBe('20-11-2026');
  });

  it('never shifts a plain date by a day', () => {
    expect(formatDate('2026-12-31')).toBe('31-12-2026');
    expect(formatDate('2026-01-01')).toBe('01-01-2026');
    expect(formatDate('2028-02-29')).toBe('29-02-2028');
  });

  it('is the same in all three languages, in Latin digits unless asked', () => {
    expect(formatDate('2026-12-31', 'pa')).toBe('31-12-2026');
    expect(formatDate('2026-12-31', 'hi')).toBe('31-12-2026');
    expect(formatDate('2026-12-31', 'pa-IN-u-nu-guru')).toBe('੩੧-੧੨-੨੦੨੬');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('20-11-2026')).toThrow(RangeError);
    expect(() => formatDate('2026-11-20T10:00:00')).toThrow(RangeError);
    expect(() => formatDate(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('formatTime and formatDateTime', () => {
  it('writes 12-hour IST times with am/pm', () => {
    expect(formatTime('2026-11-22T13:15:00Z')).toBe('06:45 pm');
    expect(formatTime('2026-11-21T18:35:00Z')).toBe('12:05 am'); // 00:05 IST
    expect(formatTime('2026-11-22T06:30:00Z')).toBe('12:00 pm'); // noon IST
    expect(formatTime('2026-11-22T06:29:00Z')).toBe('11:59 am');
    expect(() => formatTime('2026-11-22')).toThrow(RangeError);
  });

  it('says the part of the day in Punjabi and Hindi, with no Latin am/pm (issue 27.19)', () => {
    const at = (ist: string) => new Date(`2026-11-22T${ist}:00+05:30`);
    const cases: [string, string, string][] = [
      ['04:00', 'ਸਵੇਰੇ 4:00', 'सुबह 4:00'],
      ['10:00', 'ਸਵੇਰੇ 10:00', 'सुबह 10:00'],
      ['11:59', 'ਸਵੇਰੇ 11:59', 'सुबह 11:59'],
      ['12:00', 'ਦੁਪਹਿਰ 12:00', 'दोपहर 12:00'],
      ['15:30', 'ਦੁਪਹਿਰ 3:30', 'दोपहर 3:30'],
      ['17:07', 'ਸ਼ਾਮ 5:07', 'शाम 5:07'],
      ['20:15', 'ਰਾਤ 8:15', 'रात 8:15'],
      ['00:05', 'ਰਾਤ 12:05', 'रात 12:05'],
      ['03:59', 'ਰਾਤ 3:59', 'रात 3:59'],
    ];
    for (const [ist, pa, hi] of cases) {
      expect(formatTime(at(ist), 'pa'), ist).toBe(pa);
      expect(formatTime(at(ist), 'hi'), ist).toBe(hi);
    }
    expect(formatClock(17, 30, 'pa')).toBe('ਸ਼ਾਮ 5:30');
    expect(formatClock(17, 30)).toBe('05:30 pm');
  });

  it('joins them with the zone in English; Punjabi and Hindi need no Latin "IST"', () => {
    expect(formatDateTime('2026-11-22T13:15:00Z')).toBe('22-11-2026, 06:45 pm IST');
    expect(formatDateTime(new Date('2027-03-31T18:30:00Z'), 'pa')).toBe('01-04-2027, ਰਾਤ 12:00');
    expect(formatDateTime('2026-11-22T11:37:00Z', 'hi')).toBe('22-11-2026, शाम 5:07');
  });
});

describe('formatNumber', () => {
  it('groups in lakhs and crores in every language', () => {
    expect(formatNumber(12345678.5)).toBe('1,23,45,678.5');
    expect(formatNumber(40000, 'pa')).toBe('40,000');
    expect(formatNumber(10000000, 'hi')).toBe('1,00,00,000');
    expect(formatNumber(2 / 3, 'en', { maximumFractionDigits: 2 })).toBe('0.67');
    expect(formatNumber(12345678901234567890n)).toBe('1,23,45,67,89,01,23,45,67,890');
  });
});

describe('parseDayMonthYear', () => {
  const parse = (text: string) => {
    const result = parseDayMonthYear(text);
    return result.ok ? result.date : result.code;
  };

  it('reads dd-mm-yyyy into yyyy-mm-dd', () => {
    expect(parse('31-12-2026')).toBe('2026-12-31');
    expect(parse('1-1-2026')).toBe('2026-01-01');
    expect(parse('31/12/2026')).toBe('2026-12-31');
    expect(parse('31.12.2026')).toBe('2026-12-31');
    expect(parse(' 29-02-2028 ')).toBe('2028-02-29');
    expect(parse('੩੧-੧੨-੨੦੨੬')).toBe('2026-12-31');
  });

  it('refuses impossible days instead of rolling them over', () => {
    expect(parse('30-02-2026')).toBe('NO_SUCH_DATE');
    expect(parse('29-02-2027')).toBe('NO_SUCH_DATE');
    expect(parse('31-04-2026')).toBe('NO_SUCH_DATE');
    expect(parse('00-01-2026')).toBe('NO_SUCH_DATE');
    expect(parse('12-13-2026')).toBe('NO_SUCH_DATE');
    const result = parseDayMonthYear('30-02-2026');
    expect(!result.ok && result.message).toBe('There is no 30-02-2026: check the day and month.');
  });

  it('refuses other shapes', () => {
    expect(parse('')).toBe('EMPTY');
    expect(parse('2026-12-31')).toBe('BAD_FORMAT');
    expect(parse('31-12-26')).toBe('BAD_FORMAT');
    expect(parse('31-12/2026')).toBe('BAD_FORMAT');
    expect(parse('31 Dec 2026')).toBe('BAD_FORMAT');
    expect(parse('31-12-1899')).toBe('OUT_OF_RANGE');
  });

  it('serves forms through a schema', () => {
    expect(dayMonthYearSchema.parse('31-12-2026')).toBe('2026-12-31');
    expect(dayMonthYearSchema.safeParse('30-02-2026').error?.issues[0]?.message).toMatch(
      /no 30-02-2026/,
    );
  });
});
