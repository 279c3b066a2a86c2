import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  assertPaise,
  formatRupees,
  paiseSchema,
  parseRupees,
  rupeeAmountSchema,
  rupeesToPaise,
} from './money';

describe('paise', () => {
  it('refuses fractions of a paisa and unsafe sizes', () => {
    expect(assertPaise(4000050)).toBe(4000050);
    expect(assertPaise(-100)).toBe(-100);
    expect(() => assertPaise(0.5)).toThrow(RangeError);
    expect(() => assertPaise(Number.NaN)).toThrow(RangeError);
    expect(() => assertPaise(2 ** 53)).toThrow(RangeError);
    expect(() => formatRupees(10.5)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(paiseSchema.safeParse(10.5).error?.issues[0]?.message).toBe(
      'Money is held in whole paise.',
    );
    expect(paiseSchema.safeParse(-1).success).toBe(false);
  });

  it('turns rupee constants into paise exactly', () => {
    expect(rupeesToPaise(40000)).toBe(4000000);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('groups in lakhs and crores', () => {
    expect(formatRupees(400000000)).toBe('₹40,00,000.00');
    expect(formatRupees(4000000)).toBe('₹40,000.00');
    expect(formatRupees(1000000000)).toBe('₹1,00,00,000.00');
    expect(formatRupees(999999999999)).toBe('₹9,99,99,99,999.99');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('is exact for amounts a float would blur', () => {
    // Formatting 9007199254740991 / 100 as a float prints …409.90.
    expect(formatRupees(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
    expect(formatRupees(9007199254740987)).toBe('₹9,00,71,99,25,47,409.87');
  });

  it('drops .00 only when asked and only when there are no paise', () => {
    expect(formatRupees(4000000, 'en', { wholeRupees: true })).toBe('₹40,000');
    expect(formatRupees(4000050, 'en', { wholeRupees: true })).toBe('₹40,000.50');
    expect(formatRupees(4000000, 'en', { symbol: false, wholeRupees: true })).toBe('40,000');
    expect(formatRupees(4000000, 'en', { symbol: false })).toBe('40,000.00');
  });

  it('shows reversals with a minus', () => {
    expect(formatRupees(-50000)).toBe('-₹500.00');
  });

  it('formats alike, in Latin digits, for Punjabi and Hindi', () => {
    expect(formatRupees(400000000, 'pa')).toBe('₹40,00,000.00');
    expect(formatRupees(400000000, 'hi')).toBe('₹40,00,000.00');
    expect(formatRupees(4000000, 'pa-IN-u-nu-guru', { wholeRupees: true })).toBe('₹੪੦,੦੦੦');
  });
});

describe('parseRupees', () => {
  const paise = (text: string) => {
    const result = parseRupees(text);
    return result.ok ? result.paise : result.code;
  };

  it('reads typed amounts into paise', () => {
    expect(paise('40,000')).toBe(4000000);
    expect(paise('40000.50')).toBe(4000050);
    expect(paise('40000.5')).toBe(4000050);
    expect(paise('40000.')).toBe(4000000);
    expect(paise('.75')).toBe(75);
    expect(paise('0')).toBe(0);
    expect(paise('1,00,000')).toBe(10000000);
    expect(paise('100,000')).toBe(10000000);
    expect(paise('1,000')).toBe(100000);
    expect(paise('₹ 40,000')).toBe(4000000);
    expect(paise('Rs. 1,00,000/-')).toBe(10000000);
    expect(paise('INR 500')).toBe(50000);
    expect(paise('  12,345.67 ')).toBe(1234567);
    expect(paise('੪੦,੦੦੦')).toBe(4000000);
    expect(paise('४००००.५०')).toBe(4000050);
  });

  it('refuses what is not an amount, with a code and a message', () => {
    expect(paise('')).toBe('EMPTY');
    expect(paise('   ')).toBe('EMPTY');
    expect(paise('₹')).toBe('EMPTY');
    expect(paise('-500')).toBe('NEGATIVE');
    expect(paise('40000.505')).toBe('TOO_MANY_DECIMALS');
    expect(paise('4,0000')).toBe('BAD_GROUPING');
    expect(paise('40,00')).toBe('BAD_GROUPING');
    expect(paise('1,00,0000')).toBe('BAD_GROUPING');
    expect(paise('40,000,')).toBe('BAD_GROUPING');
    for (const text of ['abc', '1e5', '40 000', '+40', '.', '40.000.00', '0x10', 'Infinity'])
      expect(paise(text), text).toBe('NOT_AN_AMOUNT');
    expect(paise('99999999999999999')).toBe('TOO_LARGE');
    const result = parseRupees('4,0000');
    expect(!result.ok && result.message).toBe('Check the commas: write 1,00,000 or 100000.');
  });

  it('serves forms through a schema', () => {
    expect(rupeeAmountSchema.parse('40,000')).toBe(4000000);
    const bad = rupeeAmountSchema.safeParse('40000.505');
    expect(bad.error?.issues[0]?.message).toBe('Paise take at most two digits after the point.');
    const positive = rupeeAmountSchema.pipe(paiseSchema.positive('Enter an amount above 0.'));
    expect(positive.safeParse('0').error?.issues[0]?.message).toBe('Enter an amount above 0.');
  });
});

describe('amountInWords: English', () => {
  it('writes receipts the Indian way', () => {
    expect(amountInWords(4000000)).toBe('Rupees Forty Thousand Only');
    expect(amountInWords(12500050)).toBe(
      'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only',
    );
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paisa Only');
    expect(amountInWords(1000000)).toBe('Rupees Ten Thousand Only');
    expect(amountInWords(1011500)).toBe('Rupees Ten Thousand One Hundred Fifteen Only');
  });

  it('handles the edges of lakh and crore', () => {
    expect(amountInWords(999999900)).toBe(
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    );
    expect(amountInWords(1000000000)).toBe('Rupees One Crore Only');
    expect(amountInWords(1234567899)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety-Nine Paise Only',
    );
    expect(amountInWords(10000000000000)).toBe('Rupees Ten Thousand Crore Only');
    expect(amountInWords(100000000000000)).toBe('Rupees One Lakh Crore Only');
    expect(amountInWords(10000500)).toBe('Rupees One Lakh Five Only');
  });

  it('refuses negative amounts', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});

describe('amountInWords: Hindi and Punjabi', () => {
  it('writes Hindi with its own names for 1–99', () => {
    expect(amountInWords(4000000, 'hi')).toBe('चालीस हज़ार रुपये मात्र'.normalize('NFC'));
    expect(amountInWords(12500050, 'hi')).toBe(
      'एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र'.normalize('NFC'),
    );
    expect(amountInWords(999999900, 'hi')).toBe(
      'निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये मात्र'.normalize('NFC'),
    );
    expect(amountInWords(1000000000, 'hi')).toBe('एक करोड़ रुपये मात्र'.normalize('NFC'));
    expect(amountInWords(100, 'hi')).toBe('एक रुपया मात्र');
    expect(amountInWords(0, 'hi')).toBe('शून्य रुपये मात्र');
    expect(amountInWords(6700, 'hi')).toBe('सड़सठ रुपये मात्र'.normalize('NFC'));
    expect(amountInWords(3358900, 'hi')).toBe('तैंतीस हज़ार पाँच सौ नवासी रुपये मात्र'.normalize('NFC'));
  });

  it('writes Punjabi with its own names for 1–99', () => {
    expect(amountInWords(4000000, 'pa')).toBe('ਕੇਵਲ ਚਾਲੀ ਹਜ਼ਾਰ ਰੁਪਏ'.normalize('NFC'));
    expect(amountInWords(12500050, 'pa')).toBe(
      'ਕੇਵਲ ਇੱਕ ਲੱਖ ਪੱਚੀ ਹਜ਼ਾਰ ਰੁਪਏ ਅਤੇ ਪੰਜਾਹ ਪੈਸੇ'.normalize('NFC'),
    );
    expect(amountInWords(999999900, 'pa')).toBe(
      'ਕੇਵਲ ਨੜਿੰਨਵੇਂ ਲੱਖ ਨੜਿੰਨਵੇਂ ਹਜ਼ਾਰ ਨੌਂ ਸੌ ਨੜਿੰਨਵੇਂ ਰੁਪਏ'.normalize('NFC'),
    );
    expect(amountInWords(1000000000, 'pa')).toBe('ਕੇਵਲ ਇੱਕ ਕਰੋੜ ਰੁਪਏ'.normalize('NFC'));
    expect(amountInWords(100, 'pa')).toBe('ਕੇਵਲ ਇੱਕ ਰੁਪਇਆ');
    expect(amountInWords(1, 'pa')).toBe('ਕੇਵਲ ਇੱਕ ਪੈਸਾ');
    expect(amountInWords(5900, 'pa')).toBe('ਕੇਵਲ ਉਣਾਹਠ ਰੁਪਏ');
    expect(amountInWords(7500, 'pa')).toBe('ਕੇਵਲ ਪੰਝੱਤਰ ਰੁਪਏ');
  });

  it('returns NFC text (nukta letters composed the Unicode way)', () => {
    for (const language of ['hi', 'pa'] as const) {
      const words = amountInWords(1234567899, language);
      expect(words).toBe(words.normalize('NFC'));
    }
  });
});
