import { describe, expect, it } from 'vitest';
import { isRealDate, istDate, istMidnight, istParts, parsePlainDate, toInstant } from './ist';

describe('ist', () => {
  it('gives the day in India, which can be a day ahead of UTC', () => {
    expect(istDate(new Date('2027-03-31T18:29:59.999Z'))).toBe('2027-03-31');
    expect(istDate(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(istDate('2027-03-31T18:30:00Z')).toBe('2027-04-01');
    expect(istDate('2027-04-01T00:00:00+05:30')).toBe('2027-04-01');
    expect(istParts('2026-11-22T13:15:00Z')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 18,
      minute: 45,
    });
  });

  it('leaves a plain date as that day', () => {
    expect(istDate('2026-12-31')).toBe('2026-12-31');
    expect(istParts('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29, hour: 0, minute: 0 });
    expect(() => istDate('2026-02-29')).toThrow(RangeError);
  });

  it('reads the timestamps PostgreSQL and JSON write', () => {
    expect(toInstant('2026-11-22 04:30:00+00').toISOString()).toBe('2026-11-22T04:30:00.000Z');
    expect(toInstant('2026-11-22 10:00:00+0530').toISOString()).toBe('2026-11-22T04:30:00.000Z');
    expect(toInstant('2026-11-22T04:30:00.123456Z').toISOString()).toBe('2026-11-22T04:30:00.123Z');
    expect(toInstant('2026-11-22T04:30Z').toISOString()).toBe('2026-11-22T04:30:00.000Z');
  });

  it('refuses zone-less, impossible and broken values', () => {
    expect(() => toInstant('2026-11-22T10:00:00')).toThrow(/time zone/);
    expect(() => toInstant('2026-02-30T10:00:00Z')).toThrow(/No such date/);
    expect(() => toInstant('2026-11-22T25:00:00Z')).toThrow(RangeError);
    expect(() => toInstant(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => istDate('yesterday')).toThrow(RangeError);
  });

  it('knows leap years', () => {
    expect(isRealDate(2028, 2, 29)).toBe(true);
    expect(isRealDate(2100, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(2026, 4, 31)).toBe(false);
    expect(isRealDate(2026, 13, 1)).toBe(false);
    expect(parsePlainDate('2026-00-10')).toBeNull();
  });

  it('finds midnight in India as a UTC instant', () => {
    expect(istMidnight('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });
});
