// The student search writes each hit in the student's language from the server's facts, and
// finds the dashboard's pages by English words on a Punjabi or Hindi screen (issue 27.9).
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '#shared/account.ts';
import { inDashboardLanguage } from '#client/lib/dashboard-language.ts';
import { i18n } from '#client/lib/i18n.ts';
import { pageMatches, searchHitText, type SearchPage } from './search-text';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const exam: SearchHit = {
  kind: 'exam',
  title: 'React',
  facts: { examType: 'mid_term', date: '2026-11-15', course: 'ਫੁੱਲ ਸਟੈਕ ਡਿਵੈਲਪਰ' },
  to: '/Sdashboard/MidTerm',
};
const notice: SearchHit = {
  kind: 'notice',
  title: 'Holiday',
  facts: { date: '2026-11-15', postedBy: 'Rajinder Singh' },
  to: '/Sdashboard/Notice?title=Holiday',
};
const receipt: SearchHit = {
  kind: 'receipt',
  title: 'RCT/26-27/00012',
  facts: { date: '2026-10-01', amountPaise: 1500000 },
  to: '/Sdashboard/receipts/12',
};
const test: SearchHit = {
  kind: 'test',
  title: 'JEE Main Mock 1',
  facts: { minutes: 180 },
  to: '/Sdashboard/mocktest?test=1',
};

describe('search hits in the student’s language', () => {
  it('English keeps the words the portal always had', async () => {
    await inDashboardLanguage('en');
    expect(searchHitText(exam)).toEqual({
      title: 'React (Mid-Term)',
      detail: '15-11-2026 · ਫੁੱਲ ਸਟੈਕ ਡਿਵੈਲਪਰ',
    });
    expect(searchHitText(notice).detail).toBe('15-11-2026 · Posted by Rajinder Singh');
    expect(searchHitText(receipt).detail).toBe('01-10-2026 · ₹15,000');
    expect(searchHitText(test).detail).toBe('180 minutes');
  });

  it('Punjabi: no English word around the facts', async () => {
    await inDashboardLanguage('pa');
    expect(searchHitText(exam).title).toBe('React (ਮਿਡ-ਟਰਮ)');
    expect(searchHitText(notice).detail).toBe('15-11-2026 · Rajinder Singh ਵੱਲੋਂ');
    expect(searchHitText(test).detail).toBe('180 ਮਿੰਟ');
    expect(searchHitText({ ...exam, facts: { ...exam.facts, examType: 'final' } }).title).toBe(
      'React (ਫ਼ਾਈਨਲ ਪ੍ਰੀਖਿਆ)',
    );
  });

  it('Hindi: no English word around the facts', async () => {
    await inDashboardLanguage('hi');
    expect(searchHitText(exam).title).toBe('React (मिड-टर्म)');
    expect(searchHitText(notice).detail).toBe('15-11-2026 · Rajinder Singh द्वारा');
    expect(searchHitText(test).detail).toBe('180 मिनट');
  });
});

describe('dashboard pages by any of their words', () => {
  const fee: SearchPage = {
    label: 'फ़ीस',
    icon: null,
    to: '/Sdashboard/fee',
    words: 'Fee fee fees payment pay receipt receipts फ़ीस फीस भुगतान रसीद',
  };
  it('finds the Fee page by a Roman word on a Hindi screen, and by its Hindi words', () => {
    for (const q of ['fee', 'receipt', 'रसीद', 'फीस', 'फ़ी']) {
      expect(pageMatches(fee, q.toLowerCase()), q).toBe(true);
    }
    expect(pageMatches(fee, 'mock')).toBe(false);
    // One letter matches the name only, not every word that starts with it.
    expect(pageMatches(fee, 'p')).toBe(false);
  });
});
