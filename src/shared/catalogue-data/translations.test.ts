// The built-in catalogue's Punjabi and Hindi (issue 27.2): every course and category has them,
// whole, in the right script, with the same facts (times, numbers, topics) as the English.
import { describe, expect, it } from 'vitest';
import { categoryInfos, seedCourses } from '../catalogue';
import { seedCourseTexts } from './translations';

const script = { pa: /[\u0A00-\u0A7F]/, hi: /[\u0900-\u097F]/ } as const;
const numbers = (text: string) => text.match(/\d+(?::\d+)?/g) ?? [];
const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z0-9.+/-]*/g) ?? [];

describe.each(['pa', 'hi'] as const)('seed catalogue in %s', (language) => {
  const texts = seedCourseTexts[language];

  it('has every course, and no course the catalogue does not have', () => {
    expect(Object.keys(texts).sort()).toEqual(
      seedCourses()
        .map((c) => c.slug)
        .sort(),
    );
  });

  it.each(seedCourses().map((c) => [c.slug, c] as const))('%s: whole and faithful', (slug, en) => {
    const t = texts[slug]!;
    for (const part of [t.name, t.summary, t.duration, t.timings, ...t.covers]) {
      expect(part.trim(), slug).not.toBe('');
    }
    // Written in the language's script (names may keep terms such as "GST" or "Excel").
    for (const part of [t.summary, t.duration, t.timings, ...t.covers]) {
      expect(part, slug).toMatch(script[language]);
    }
    expect(t.covers, slug).toHaveLength(en.covers.length);
    // The same times and figures as the English, and no Latin "am"/"pm" (issue 27.19).
    expect(numbers(t.timings), slug).toEqual(numbers(en.timings));
    expect(numbers(t.duration), slug).toEqual(numbers(en.duration));
    expect(t.timings, slug).not.toMatch(/\b(am|pm)\b/i);
    // Latin words only where the English has them (brand and exam names), never a new one.
    const english = [en.name, en.summary, ...en.covers].join(' ').toLowerCase();
    for (const word of latinWords([t.name, t.summary, ...t.covers].join(' '))) {
      expect(english, `${slug}: "${word}"`).toContain(word.toLowerCase());
    }
  });
});

describe('categories', () => {
  it.each(categoryInfos.map((c) => [c.slug, c] as const))('%s in Punjabi and Hindi', (_, info) => {
    for (const language of ['pa', 'hi'] as const) {
      expect(info.translations[language].name).toMatch(script[language]);
      expect(info.translations[language].blurb).toMatch(script[language]);
    }
  });
});
