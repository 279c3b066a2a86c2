import { describe, expect, it } from 'vitest';
import { numberInWords } from './number-words';

describe('numberInWords', () => {
  it('says English numbers with hyphens above twenty', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(21)).toBe('Twenty-One');
    expect(numberInWords(99)).toBe('Ninety-Nine');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(105)).toBe('One Hundred Five');
    expect(numberInWords(100000)).toBe('One Lakh');
    expect(numberInWords(1000000)).toBe('Ten Lakh');
    expect(numberInWords(9999999)).toBe(
      'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(numberInWords(10000000)).toBe('One Crore');
    expect(numberInWords(1000000000)).toBe('One Hundred Crore');
  });

  it('has a distinct Hindi and Punjabi word for each of 1–99', () => {
    for (const language of ['hi', 'pa'] as const) {
      const words = Array.from({ length: 99 }, (_, i) => numberInWords(i + 1, language));
      expect(new Set(words).size, language).toBe(99);
      for (const word of words) expect(word, language).not.toMatch(/[ A-Za-z0-9]/);
    }
  });

  it('uses the irregular Hindi names', () => {
    const cases: [number, string][] = [
      [11, 'ग्यारह'],
      [19, 'उन्नीस'],
      [29, 'उनतीस'],
      [38, 'अड़तीस'],
      [45, 'पैंतालीस'],
      [49, 'उनचास'],
      [53, 'तिरपन'],
      [69, 'उनहत्तर'],
      [79, 'उन्यासी'],
      [89, 'नवासी'],
      [99, 'निन्यानवे'],
      [100, 'एक सौ'],
      [125000, 'एक लाख पच्चीस हज़ार'],
    ];
    for (const [n, word] of cases)
      expect(numberInWords(n, 'hi'), `${n}`).toBe(word.normalize('NFC'));
  });

  it('uses the irregular Punjabi names', () => {
    const cases: [number, string][] = [
      [11, 'ਗਿਆਰਾਂ'],
      [19, 'ਉੱਨੀ'],
      [21, 'ਇੱਕੀ'],
      [29, 'ਉਣੱਤੀ'],
      [35, 'ਪੈਂਤੀ'],
      [44, 'ਚੁਤਾਲੀ'],
      [49, 'ਉਣੰਜਾ'],
      [50, 'ਪੰਜਾਹ'],
      [59, 'ਉਣਾਹਠ'],
      [69, 'ਉਣੱਤਰ'],
      [89, 'ਉਣਾਨਵੇਂ'],
      [99, 'ਨੜਿੰਨਵੇਂ'],
      [100, 'ਇੱਕ ਸੌ'],
      [125000, 'ਇੱਕ ਲੱਖ ਪੱਚੀ ਹਜ਼ਾਰ'],
    ];
    for (const [n, word] of cases)
      expect(numberInWords(n, 'pa'), `${n}`).toBe(word.normalize('NFC'));
  });

  it('refuses negative and fractional numbers', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});
