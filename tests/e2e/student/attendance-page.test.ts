// Issue 21.4: the student's Attendance page on a 375 px phone in Punjabi and Hindi: each course's
// percentage, the month calendar with each class's mark in words, previous/next month, the chart's
// table; the page fits the screen and axe finds nothing.
import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import { axeViolations, localeString, scripts, setLanguageCookie } from '../support/i18n-page';
import { logInAs, storeLanguage } from '../support/session';

const shots = '/work/shots/att-report';

for (const language of ['pa', 'hi'] as const) {
  describe(`student Attendance page at 375px in ${language}`, () => {
    const b = useBrowser(phone);
    const tr = (key: string, vars: Record<string, string | number> = {}) =>
      localeString(language, key, vars, 'student');

    it('shows the percentage, the calendar in words and the months either side', async () => {
      await logInAs(b.context, b.baseUrl, 'student');
      await setLanguageCookie(b, language);
      expect(await storeLanguage(b.context, b.baseUrl, language)).toBe(true);
      try {
        const page = await b.open('/Sdashboard/Attendance');
        await page.getByRole('heading', { name: tr('nav.attendance'), level: 1 }).waitFor();
        const courses = page.getByRole('table').first();
        await courses.getByText('%').first().waitFor();
        const calendar = page.getByRole('table', { name: /\d{4}/ });
        // Each class's mark is written out, not only coloured.
        await calendar.getByText(tr('attendancePage.status.present')).first().waitFor();
        expect(await page.locator('main').innerText()).toMatch(scripts[language].letters);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        expect(await axeViolations(page, { where: `${language} /Sdashboard/Attendance` })).toEqual(
          [],
        );
        await page.screenshot({ path: `${shots}/student-375-${language}.png`, fullPage: true });

        const title = page.locator('#att-month-title');
        const shown = await title.innerText();
        // The month and the weekdays in the reader's script, even where Chromium has no date
        // data for the language ('M11', 'Mon').
        expect(shown).toMatch(new RegExp(`^${scripts[language].letters.source}`));
        expect(await calendar.locator('thead th').first().innerText()).toMatch(
          scripts[language].letters,
        );
        await page.getByRole('button', { name: tr('attendancePage.previous') }).click();
        await expect.poll(() => title.innerText()).not.toBe(shown);
        await page.getByRole('button', { name: tr('attendancePage.next') }).click();
        await expect.poll(() => title.innerText()).toBe(shown);

        const byMonth = page.getByRole('figure', { name: tr('attendancePage.byMonth') });
        await byMonth
          .getByRole('button', { name: localeString(language, 'chart.showTable', {}, 'admin') })
          .click();
        await byMonth.getByRole('table', { name: tr('attendancePage.byMonth') }).waitFor();
        expect(await axeViolations(page, { where: `${language} chart table` })).toEqual([]);
      } finally {
        await storeLanguage(b.context, b.baseUrl, 'en');
      }
    });
  });
}
