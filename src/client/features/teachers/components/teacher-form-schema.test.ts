// The teacher dialog's alert ('All fields are required!') in the reader's language.
import { afterAll, describe, expect, it } from 'vitest';
import { teacherMessages } from '#shared/teachers.ts';
import { i18n, loadLanguage } from '#client/lib/i18n.ts';
import { teacherFormSchema } from './teacher-form-schema';

const blank = { first_name: 'Harpreet', last_name: '', gender: undefined, courses: '' };
const alertOf = () => {
  const result = teacherFormSchema.safeParse(blank);
  return result.error?.issues.find((i) => i.path[0] === 'root')?.message;
};

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the teacher dialog with a field left blank', () => {
  it("says the spec's words in English", async () => {
    await i18n.changeLanguage('en');
    expect(alertOf()).toBe(teacherMessages.required);
  });

  it('says it in Punjabi and in Hindi', async () => {
    for (const [language, script] of [
      ['pa', /^[\u0A00-\u0A7F\s,!।]+$/],
      ['hi', /^[\u0900-\u097F\s,!।]+$/],
    ] as const) {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      expect(alertOf(), language).toMatch(script);
    }
  });
});
