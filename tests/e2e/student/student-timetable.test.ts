// Issue 21.3: the student's Timetable at 1280 px in English and on a 375 px phone in Punjabi with
// axe: their batches' week, cancelled classes and holidays marked, the weeks, print.
import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import {
  axeViolations,
  englishAfterEach,
  localeString,
  logInIn,
  screenshotDir as shots,
  scripts,
} from '../support/i18n-page';
import { logInAs } from '../support/session';
import { serveWeek, weekFrom } from '../support/timetable-week';

describe('the student Timetable at 1280 px in English', () => {
  const b = useBrowser();

  it('opens from the sidebar and shows the week of their batches; prints without the dashboard', async () => {
    await serveWeek(b.context, '/api/student/timetable');
    await logInAs(b.context, b.baseUrl, 'student');
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sdashboard');
    await page.locator('.dash-sidebar').getByRole('link', { name: 'Timetable' }).click();
    await page.getByRole('heading', { name: 'Timetable', level: 1 }).waitFor();
    await page.getByText('Cancelled: Teacher unwell').waitFor();
    await page.getByText('Holiday: Holi').waitFor();
    expect(await page.locator('.tt-class__menu').count()).toBe(0);
    // Seven columns on a wide screen.
    const lefts = await page
      .locator('.tt-day')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(7);
    await page.getByRole('link', { name: 'Next week' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === '2026-03-09');
    await page.getByText('Your batches have no classes this week.').waitFor();
    await page.getByRole('link', { name: 'This week' }).click();
    await page.waitForURL((u) => !u.searchParams.has('from'));
    await page.getByText('Ledgers').waitFor();
    if (shots)
      await page.screenshot({ path: `${shots}/student-timetable-1280-en.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.dash-sidebar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByText('Ledgers').isVisible()).toBe(true);
  });
});

describe('the student Timetable on a 375 px phone in Punjabi', () => {
  const b = useBrowser(phone);
  englishAfterEach(b);
  const tr = (key: string) => localeString('pa', key, {}, 'timetable');

  it('a list of days in Gurmukhi; axe finds nothing', async () => {
    await serveWeek(b.context, '/api/student/timetable');
    await logInIn(b, 'student', 'pa');
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open(`/Sdashboard/Timetable?from=${weekFrom}`);
    await page.getByRole('heading', { name: tr('titles.student'), level: 1 }).waitFor();
    await page.getByText(`${tr('week.holiday')}: Holi`).waitFor();
    // Monday, named by the browser's Intl in Punjabi.
    const monday = tr('names.weekdays').split('|')[0]!;
    expect(monday).toMatch(scripts.pa.letters);
    await page.getByRole('heading', { name: new RegExp(`^${monday}`), level: 2 }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(scripts.pa.letters);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await axeViolations(page, { where: 'pa /Sdashboard/Timetable' })).toEqual([]);
    if (shots)
      await page.screenshot({ path: `${shots}/student-timetable-375-pa.png`, fullPage: true });
  });
});
