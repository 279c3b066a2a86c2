import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  fromHundredths,
  hasAtMostTwoDecimals,
  parsePlainDecimal,
  toHundredths,
} from './decimal';

describe('parsePlainDecimal', () => {
  it('reads plain decimals exactly', () => {
    expect(parsePlainDecimal('2.50')).toEqual({ units: 250n, scale: 2 });
    expect(parsePlainDecimal('-3')).toEqual({ units: -3n, scale: 0 });
    expect(parsePlainDecimal('.5')).toEqual({ units: 5n, scale: 1 });
    expect(parsePlainDecimal('5.')).toEqual({ units: 5n, scale: 0 });
    expect(parsePlainDecimal('-0.125')).toEqual({ units: -125n, scale: 3 });
    expect(parsePlainDecimal('0007')).toEqual({ units: 7n, scale: 0 });
  });

  it('refuses everything that is not a plain decimal', () => {
    for (const text of [
      '',
      '-',
      '.',
      '-.',
      '1e3',
      '1E3',
      '+5',
      ' 5',
      '5 ',
      '1,000',
      'NaN',
      'Infinity',
      '0x10',
      '1.2.3',
      '--1',
      '٣',
      '1_000',
    ])
      expect(parsePlainDecimal(text), text).toBeNull();
    expect(parsePlainDecimal('1'.repeat(25))).toBeNull();
  });
});

describe('compareDecimal', () => {
  const d = (t: string) => parsePlainDecimal(t)!;
  it('compares across scales and signs', () => {
    expect(compareDecimal(d('2.5'), d('2.50'))).toBe(0);
    expect(compareDecimal(d('-0'), d('0.00'))).toBe(0);
    expect(compareDecimal(d('2.49'), d('2.5'))).toBe(-1);
    expect(compareDecimal(d('-1'), d('-1.01'))).toBe(1);
    expect(compareDecimal(d('0.30000000000000004'), d('0.3'))).toBe(1);
  });
});

describe('hundredths', () => {
  it('turns two-decimal numbers into integers and back', () => {
    expect(toHundredths(4)).toBe(400);
    expect(toHundredths(-0.25)).toBe(-25);
    expect(toHundredths(1.33)).toBe(133);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(Object.is(toHundredths(-0), 0)).toBe(true);
    expect(fromHundredths(133)).toBe(1.33);
    expect(Object.is(fromHundredths(-0), 0)).toBe(true);
  });
  it('refuses a third decimal, NaN, infinities and unsafe sizes', () => {
    expect(() => toHundredths(1.333)).toThrow(RangeError);
    expect(() => toHundredths(Number.NaN)).toThrow(RangeError);
    expect(() => toHundredths(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toHundredths(1e15)).toThrow(RangeError);
    expect(hasAtMostTwoDecimals(0.05)).toBe(true);
    expect(hasAtMostTwoDecimals(0.005)).toBe(false);
  });
});
