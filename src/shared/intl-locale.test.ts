import { describe, expect, it } from 'vitest';
import {
  asciiDigits,
  localizeDigits,
  numberFormat,
  numberingSystemOf,
  toIntlLocale,
} from './intl-locale';

describe('intl-locale', () => {
  it('maps the app languages to Indian locales and passes full tags through', () => {
    expect(toIntlLocale('en')).toBe('en-IN');
    expect(toIntlLocale('pa')).toBe('pa-IN');
    expect(toIntlLocale('hi')).toBe('hi-IN');
    expect(toIntlLocale()).toBe('en-IN');
    expect(toIntlLocale('hi-in')).toBe('hi-IN');
    expect(() => toIntlLocale('not a locale!')).toThrow(RangeError);
  });

  it('keeps Latin digits unless the tag asks for Gurmukhi or Devanagari', () => {
    expect(numberingSystemOf('pa-IN')).toBe('latn');
    expect(numberingSystemOf('pa-IN-u-nu-guru')).toBe('guru');
    expect(numberingSystemOf('hi-IN-u-ca-gregory-nu-deva')).toBe('deva');
    expect(numberFormat('pa-IN').format(1234567)).toBe('12,34,567');
    expect(numberFormat('hi-IN').format(1234567)).toBe('12,34,567');
    expect(numberFormat('pa-IN-u-nu-guru').format(1234567)).toBe('੧੨,੩੪,੫੬੭');
    expect(localizeDigits('31-12-2026', 'hi-IN-u-nu-deva')).toBe('३१-१२-२०२६');
    expect(localizeDigits('31-12-2026', 'hi-IN')).toBe('31-12-2026');
  });

  it('reads Gurmukhi and Devanagari digits as ASCII', () => {
    expect(asciiDigits('੪੦,੦੦੦')).toBe('40,000');
    expect(asciiDigits('३१-१२-२०२६')).toBe('31-12-2026');
  });

  it('reuses one formatter per locale and options', () => {
    expect(numberFormat('en-IN', { maximumFractionDigits: 0 })).toBe(
      numberFormat('en-IN', { maximumFractionDigits: 0 }),
    );
  });
});
