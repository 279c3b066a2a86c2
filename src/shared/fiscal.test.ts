import { describe, expect, it } from 'vitest';
import {
  financialYear,
  financialYearInstants,
  financialYearLabel,
  financialYearOf,
  formatReceiptSerial,
  parseReceiptSerial,
  receiptSerialMaxLength,
} from './fiscal';

describe('financial year', () => {
  it('turns on 1 April in India, while UTC is still on 31 March', () => {
    // 31 Mar 2027 23:59 IST = 18:29 UTC; 1 Apr 2027 00:00 IST = 31 Mar 18:30 UTC
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z')).label).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('27-28');
    expect(financialYearOf('2027-03-31T23:59:00+05:30').label).toBe('26-27');
    expect(financialYearOf('2027-04-01T00:00:00+05:30').label).toBe('27-28');
  });

  it('reads plain dates as days in India', () => {
    expect(financialYearOf('2027-03-31').label).toBe('26-27');
    expect(financialYearOf('2027-04-01').label).toBe('27-28');
    expect(financialYearOf('2028-02-29').label).toBe('27-28');
    expect(financialYearOf('2027-01-01').startYear).toBe(2026);
  });

  it('labels and bounds a year', () => {
    expect(financialYearLabel(2026)).toBe('26-27');
    expect(financialYearLabel(2009)).toBe('09-10');
    expect(financialYearLabel(2099 - 1)).toBe('98-99');
    expect(() => financialYearLabel(2099)).toThrow(RangeError);
    expect(financialYear(2026)).toEqual({
      startYear: 2026,
      label: '26-27',
      firstDay: '2026-04-01',
      lastDay: '2027-03-31',
    });
    const { from, until } = financialYearInstants(2026);
    expect(from.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(until.toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });
});

describe('receipt serials', () => {
  it('formats RCT/26-27/00001 within 16 characters', () => {
    expect(formatReceiptSerial(2026, 1)).toBe('RCT/26-27/00001');
    expect(formatReceiptSerial(2026, 99999)).toBe('RCT/26-27/99999');
    const longest = formatReceiptSerial(2026, 999999);
    expect(longest).toBe('RCT/26-27/999999');
    expect(longest.length).toBe(receiptSerialMaxLength);
    expect(() => formatReceiptSerial(2026, 1000000)).toThrow(RangeError);
    expect(() => formatReceiptSerial(2026, 0)).toThrow(RangeError);
    expect(() => formatReceiptSerial(2026, 1.5)).toThrow(RangeError);
  });

  it('reads serials back, and only real ones', () => {
    expect(parseReceiptSerial('RCT/26-27/00001')).toEqual({
      startYear: 2026,
      label: '26-27',
      sequence: 1,
    });
    expect(parseReceiptSerial('RCT/26-27/123456')?.sequence).toBe(123456);
    for (let seq = 1; seq < 2_000_000; seq += 99_991) {
      const serial = seq <= 999_999 ? formatReceiptSerial(2031, seq) : null;
      if (serial)
        expect(parseReceiptSerial(serial)).toEqual({
          startYear: 2031,
          label: '31-32',
          sequence: seq,
        });
    }
    for (const bad of [
      'RCT/26-28/00001',
      'RCT/26-27/0001',
      'RCT/26-27/00000',
      'RCT/26-27/012345',
      'rct/26-27/00001',
      'RCT/99-00/00001',
      'RCT/26-27/1234567',
      'RCT/2026-27/00001',
      ' RCT/26-27/00001',
    ])
      expect(parseReceiptSerial(bad), bad).toBeNull();
  });
});
