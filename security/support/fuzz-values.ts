import fc from 'fast-check';

/**
 * Hostile values for the endpoint fuzz: strings, numbers, dates, keys and shapes that have broken
 * parsers, validators, ORMs and databases elsewhere. None holds a stack-trace marker (`.ts:`,
 * `/src/`, `node_modules`), so a reply that echoes one is never mistaken for a leak.
 */

/** A literal JSON token written as is (NaN, 1e999, -0, 01): JSON.stringify cannot make these. */
export class RawToken {
  constructor(readonly text: string) {}
}

const kb100 = 100 * 1024;

export const hostileStrings: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  '\u202Egnp.exe',
  '\u2066\u2067\u2068\u2069',
  '\u200B\u200C\u200D\uFEFF',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f\b',
  '\u0085\u2028\u2029',
  'A'.repeat(kb100),
  '€'.repeat(kb100 / 3),
  '😀'.repeat(kb100 / 4),
  "' OR '1'='1' --",
  '"; drop table users; --',
  '%_\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '=HYPERLINK("http://x")',
  '+cmd|calc!A1',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '-1e309',
  '1e-400',
  '0x1F',
  '0b101',
  '1_000',
  ' 42 ',
  '4.',
  '.5',
  '９９',
  '٣٤',
  '9'.repeat(400),
  '-999999999999',
  '2147483648',
  '9007199254740993',
  '2001-02-30',
  '0000-00-00',
  '9999-99-99',
  '2023-02-29',
  '2024-02-29',
  '1900-01-01',
  '+275760-09-13',
  '-001000-01-01',
  '2024-13-45T25:61:61Z',
  '2024-06-01T00:00:00+99:99',
  '1970-01-01T00:00:00.000Z',
  'a@b',
  '@',
  `${'x'.repeat(300)}@example.in`,
  'ਗੁਰਮੁਖੀ ਪੰਜਾਬੀ',
  'Z̴̧̛̛̗͓̯a̵l̷g̶o̴',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'ﷺ﷽',
  '\u0301\u0301\u0301',
];

/** Numbers that JSON can carry: huge, negative, fractional, tiny, past the safe integers. */
export const hostileNumbers: number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  999_999_999_999,
  1e21,
];

/** Number-like JSON tokens: NaN-ish ones make the body invalid JSON, 1e999 parses as Infinity. */
export const rawNumberTokens: RawToken[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '1e-999',
  '01',
  '-',
  '1.',
  '.5',
  '0x10',
  '123456789012345678901234567890',
  '1E+2',
].map((t) => new RawToken(t));

export const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '',
  'a.b',
  '$where',
  '\u0000',
  '\uD800',
];

/** A value nested `depth` levels deep, as JSON text (arrays or objects). */
export function nested(depth: number, kind: 'array' | 'object'): RawToken {
  return kind === 'array'
    ? new RawToken(`${'['.repeat(depth)}1${']'.repeat(depth)}`)
    : new RawToken(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

export const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

export const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.constantFrom(...rawNumberTokens) },
);

/** A value of any type, hostile or not, with objects under hostile keys and deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        nested(1000, 'array'),
        nested(1000, 'object'),
        nested(5000, 'array'),
      ),
    },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 8 })),
        tie('value'),
        { maxKeys: 4 },
      ),
    },
  ),
})).value;

/** JSON text of `value`, writing RawTokens as they are and keys as given (`__proto__` too). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawToken) return value.text;
  if (Array.isArray(value)) return `[${[...value].map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Bytes that are not UTF-8: overlong forms, surrogates, truncated sequences, stray continuations. */
export const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xff, 0xfe, 0x00, 0x00]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe2, 0x82, 0x22, 0x7d]),
  Buffer.from([0x80, 0x80, 0x80]),
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
);

/** Percent-encoded fragments a URL can carry that decode to nothing valid. */
export const hostileEncoded = [
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%E2%80%AE',
  '%2e%2e%2f%2e%2e%2f',
  '..%252f',
  '%u0000',
];

/** Percent-encodes every byte of `text` but the unreserved ones (lone surrogates become U+FFFD). */
export function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** key=value pairs of an object; arrays repeat the key, objects nest as key[sub]. */
export function formPairs(value: unknown, prefix = ''): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return [...value].flatMap((v) => formPairs(v, prefix));
  if (value && typeof value === 'object' && !(value instanceof RawToken)) {
    return Object.entries(value).flatMap(([k, v]) => formPairs(v, prefix ? `${prefix}[${k}]` : k));
  }
  const text = encode(typeof value === 'string' ? value : toJsonText(value));
  return [prefix ? `${encode(prefix)}=${text}` : text];
}
