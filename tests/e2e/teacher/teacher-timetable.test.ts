// Issue 21.3: "My timetable" of the teacher portal at 1280 px in English and on a 375 px phone in
// Hindi with axe: the week's classes, no class menu (only the admin cancels), the weeks, print.
// The week is the teacher's own, made through the admin API (makeWeek).
import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import {
  axeViolations,
  localeString,
  screenshotDir as shots,
  scripts,
  setLanguageCookie,
} from '../support/i18n-page';
import { storeLanguage } from '../support/session';
import { makeWeek, weekBefore, weekCalls, weekFrom } from '../support/timetable-week';
import { logInTeacher } from './teacher-helpers';

describe('My timetable at 1280 px in English', () => {
  const b = useBrowser();

  it('shows the teacher’s week from the sidebar, without a class menu, and prints it alone', async () => {
    const w = await makeWeek(b.baseUrl);
    await logInTeacher(b, w.teacherId);
    const seen = weekCalls(b.page, '/api/teacher/timetable');
    const page = await b.open('/Tdashboard');
    await page.getByRole('link', { name: 'My timetable' }).click();
    await page.getByRole('heading', { name: 'My timetable', level: 1 }).waitFor();
    // From the sidebar: this week (the batch meets every week since it started).
    await page.getByText(w.label).first().waitFor();
    expect(seen.at(-1)).toBe('');
    expect(await page.locator('.tt-class__menu').count()).toBe(0);
    // The week made for the test.
    await page.goto(`/Tdashboard/Timetable?from=${weekFrom}`);
    await page.getByText('Cancelled: Teacher unwell').waitFor();
    await page.getByText(`Holiday: ${w.holiday}`).waitFor();
    expect(await page.locator('.tt-class__menu').count()).toBe(0);
    expect(seen.at(-1)).toBe(`?from=${weekFrom}`);
    // The week before: the batch had not started.
    await page.getByRole('link', { name: 'Previous week' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === weekBefore);
    await page.getByText('You have no classes this week.').waitFor();
    await page.getByRole('link', { name: 'Next week' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === weekFrom);
    await page.getByText('Ledgers').waitFor();
    if (shots)
      await page.screenshot({ path: `${shots}/teacher-timetable-1280-en.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.dash-sidebar').isVisible()).toBe(false);
    expect(await page.locator('.dash-topbar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByText('Ledgers').isVisible()).toBe(true);
  });
});

describe('My timetable on a 375 px phone in Hindi', () => {
  const b = useBrowser(phone);
  const tr = (key: string) => localeString('hi', key, {}, 'timetable');

  it('a list of days in Devanagari; axe finds nothing', async () => {
    const w = await makeWeek(b.baseUrl);
    await logInTeacher(b, w.teacherId);
    await setLanguageCookie(b, 'hi');
    expect(await storeLanguage(b.context, b.baseUrl, 'hi')).toBe(true);
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open(`/Tdashboard/Timetable?from=${weekFrom}`);
    await page.getByRole('heading', { name: tr('titles.teacher'), level: 1 }).waitFor();
    await page.getByText(`${tr('week.cancelled')}: Teacher unwell`).waitFor();
    const monday = tr('names.weekdays').split('|')[0]!;
    await page.getByRole('heading', { name: new RegExp(`^${monday}`), level: 2 }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(scripts.hi.letters);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await axeViolations(page, { where: 'hi /Tdashboard/Timetable' })).toEqual([]);
    if (shots)
      await page.screenshot({ path: `${shots}/teacher-timetable-375-hi.png`, fullPage: true });
  });
});
