// The words the UX walk of 2026-11-27 found misleading in Punjabi and Hindi (issue 27.19), fixed
// everywhere they occur: checked across every namespace, so a new string cannot bring them back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);

function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
/** Every string of a language as `namespace:key` → text. */
function strings(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(root, language)).filter((f) => f.endsWith('.json'))) {
    const ns = file.slice(0, -5);
    const texts = flatten(JSON.parse(readFileSync(path.join(root, language, file), 'utf8')));
    for (const [k, v] of texts) all.set(`${ns}:${k}`, v);
  }
  return all;
}
const pa = strings('pa');
const hi = strings('hi');
const get = (texts: Map<string, string>, key: string) => {
  const text = texts.get(key);
  if (text === undefined) throw new Error(`no string ${key}`);
  return text;
};

describe('status words say what they mean', () => {
  it('a published exam reads "result out", not ਜਾਰੀ/जारी ("ongoing")', () => {
    for (const key of ['student:exams.published', 'admin-school:exams.table.published']) {
      expect(get(pa, key)).toBe('ਨਤੀਜਾ ਆ ਗਿਆ');
      expect(get(hi, key)).toBe('परिणाम घोषित');
    }
  });

  it('a pending exam says what is pending: the result', () => {
    for (const key of ['student:exams.pending', 'admin-school:exams.table.pending']) {
      expect(get(pa, key)).toBe('ਨਤੀਜਾ ਬਾਕੀ');
      expect(get(hi, key)).toBe('परिणाम बाकी');
    }
  });

  it('an instalment keeps its "due": the last date to pay', () => {
    expect(get(pa, 'admin-school:fees.instalments.due')).toBe('ਆਖ਼ਰੀ ਤਾਰੀਖ਼ {{date}}');
    expect(get(hi, 'admin-school:fees.instalments.due')).toBe('आख़िरी तारीख़ {{date}}');
  });

  it('the overdue alert is in the present perfect (still due), not the past perfect', () => {
    expect(get(pa, 'admin-school:fees.card.overdueSince')).toContain(
      'ਦੀ ਆਖ਼ਰੀ ਤਾਰੀਖ਼ {{date}} ਲੰਘ ਚੁੱਕੀ ਹੈ।',
    );
    expect(get(hi, 'admin-school:fees.card.overdueSince')).toContain(
      'की आख़िरी तारीख़ {{date}} निकल चुकी है।',
    );
    for (const texts of [pa, hi]) {
      expect(get(texts, 'admin-school:fees.card.overdueSince')).not.toMatch(/ ਸੀ।| था।/);
    }
  });

  it('the admin’s overdue total says the money is owed, not "time has passed"', () => {
    expect(get(hi, 'admin-school:fees.totals.overdue')).toBe('बकाया (तारीख़ निकली)');
    expect(get(pa, 'admin-school:fees.totals.overdue')).toBe('ਬਕਾਇਆ (ਤਾਰੀਖ਼ ਲੰਘੀ)');
    for (const [, text] of hi) expect(text).not.toContain('समय निकल गया');
  });

  it('a numerical answer’s accepted value is "the right answer"; finished tests are "tests taken"', () => {
    expect(get(pa, 'mock:review.numerical')).toContain('ਸਹੀ ਜਵਾਬ:');
    expect(get(pa, 'mock:list.finished')).toBe('ਦਿੱਤੇ ਗਏ ਟੈਸਟ');
    expect(get(hi, 'mock:list.finished')).toBe('दिए गए टेस्ट');
  });
});

describe('one word for one thing', () => {
  it.each([
    ['pa', pa],
    ['hi', hi],
  ] as const)('%s: each gender is written one way in every screen', (_, texts) => {
    for (const gender of ['male', 'female', 'other']) {
      const words = new Set(
        [...texts].filter(([k]) => k.endsWith(`.${gender}`) && /gender/i.test(k)).map(([, v]) => v),
      );
      expect([...words], gender).toHaveLength(1);
    }
    expect([...texts.values()].join(' ')).not.toMatch(/ਇਸਤਰੀ|ਮਹਿਲਾ/);
  });

  it('Hindi spells बाकी one way', () => {
    for (const [key, text] of hi) expect(text, key).not.toContain('बाक़ी');
  });
});

describe('no Latin leftovers inside Gurmukhi or Devanagari text', () => {
  it.each([
    ['pa', pa],
    ['hi', hi],
  ] as const)('%s: no dd-mm-yyyy, am/pm, IST or raw /login', (_, texts) => {
    for (const [key, text] of texts) {
      expect(text, key).not.toMatch(/\b(dd|mm|yyyy|am|pm|IST)\b/);
      expect(text, key).not.toMatch(/(^|\s)\/login\b/);
    }
  });
});
