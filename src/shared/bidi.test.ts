import { describe, expect, it } from 'vitest';
import { showBidi } from './bidi';

describe('showBidi', () => {
  it('writes out every bidi embedding, override and isolate control, nothing else', () => {
    const all = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(showBidi(`a${all}b`)).toBe(
      'a[U+202A][U+202B][U+202C][U+202D][U+202E][U+2066][U+2067][U+2068][U+2069]b',
    );
    expect(showBidi('invoice\u202Egnp.exe')).toBe('invoice[U+202E]gnp.exe');
    // Punjabi, Hindi and Urdu text, and the marks that only hint direction, are left alone.
    for (const text of ['ਗੁਰਪ੍ਰੀਤ कौर', 'سلام', 'a\u200Eb\u200Fc']) expect(showBidi(text)).toBe(text);
  });
});
