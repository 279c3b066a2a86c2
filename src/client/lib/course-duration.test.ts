// Course durations ('6 months', '4 weeks', '3 months per level') in Punjabi and Hindi; English
// and wordings not recognised show as the office wrote them.
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueSeed } from '#shared/catalogue.ts';
import { courseDuration } from './course-duration';
import { i18n, loadLanguage } from './i18n';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const catalogueDurations = [
  ...new Set(catalogueSeed.flatMap((c) => c.courses.map((course) => course.duration))),
].filter((d) => d !== '');

describe('course durations', () => {
  it('in English, as written', async () => {
    await i18n.changeLanguage('en');
    expect(catalogueDurations.length).toBeGreaterThan(5);
    for (const d of [...catalogueDurations, '1 Month', 'two terms'])
      expect(courseDuration(d)).toBe(d);
  });

  it('in Punjabi and Hindi: every duration of the catalogue, singular and plural', async () => {
    const expected = {
      pa: {
        '6 months': '6 ਮਹੀਨੇ',
        '1 month': '1 ਮਹੀਨਾ',
        '4 Weeks': '4 ਹਫ਼ਤੇ',
        '3 months per level': 'ਹਰ ਲੈਵਲ ਲਈ 3 ਮਹੀਨੇ',
      },
      hi: {
        '6 months': '6 महीने',
        '1 month': '1 महीना',
        '4 Weeks': '4 हफ़्ते',
        '3 months per level': 'हर लेवल के लिए 3 महीने',
      },
    };
    for (const [language, script] of [
      ['pa', /[\u0A00-\u0A7F]/],
      ['hi', /[\u0900-\u097F]/],
    ] as const) {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      for (const d of catalogueDurations) expect(courseDuration(d), d).toMatch(script);
      for (const [d, shown] of Object.entries(expected[language]))
        expect(courseDuration(d)).toBe(shown);
      // Not a wording the product knows: as the office wrote it.
      expect(courseDuration('two terms')).toBe('two terms');
    }
  });
});
