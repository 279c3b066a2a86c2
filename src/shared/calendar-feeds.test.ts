// A calendar feed writes the week view's words (cancelled, teacher, holiday, the page's title) in
// its owner's language: they are kept here for the server, and must stay the locale files' words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedWords } from './calendar-feeds';

const timetable = (language: string) =>
  JSON.parse(readFileSync(`src/client/locales/${language}/timetable.json`, 'utf8')) as {
    titles: { student: string };
    week: { cancelled: string; teacher: string; holiday: string };
  };

describe('the calendar feed’s words', () => {
  for (const language of ['en', 'pa', 'hi'] as const) {
    it(`are the timetable's words in ${language}`, () => {
      const words = timetable(language);
      expect(feedWords[language]).toEqual({
        timetable: words.titles.student,
        cancelled: words.week.cancelled,
        teacher: words.week.teacher,
        holiday: words.week.holiday,
      });
    });
  }
});
