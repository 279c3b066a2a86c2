// Issue 21.3: the student's Timetable at 1280 px in English and on a 375 px phone in Punjabi with
// axe: their batches' week, cancelled classes and holidays marked, the weeks, print. The student
// is a new one, in the batch of a week made through the admin API (makeWeek).
import { describe, expect, it } from 'vitest';
import { phone, useBrowser, type BrowserHarness } from '../support/browser';
import {
  axeViolations,
  localeString,
  screenshotDir as shots,
  scripts,
  setLanguageCookie,
} from '../support/i18n-page';
import { storeLanguage } from '../support/session';
import {
  makeWeek,
  weekBefore,
  weekCalls,
  weekFrom,
  type MadeWeek,
} from '../support/timetable-week';

/** Logs the context in as the week's student. */
async function logInStudent(b: BrowserHarness, w: MadeWeek) {
  const login = await b.context.request.post(`${b.baseUrl}/auth/student/login`, {
    data: { studentId: w.student.studentId, password: w.student.password },
    headers: { origin: b.baseUrl },
  });
  expect(login.status()).toBe(200);
}

describe('the student Timetable at 1280 px in English', () => {
  const b = useBrowser();

  it('opens from the sidebar and shows the week of their batches; prints without the dashboard', async () => {
    const w = await makeWeek(b.baseUrl);
    await logInStudent(b, w);
    b.context.setDefaultNavigationTimeout(30_000);
    const seen = weekCalls(b.page, '/api/student/timetable');
    const page = await b.open('/Sdashboard');
    await page.locator('.dash-sidebar').getByRole('link', { name: 'Timetable' }).click();
    await page.getByRole('heading', { name: 'Timetable', level: 1 }).waitFor();
    // From the sidebar: this week (the batch meets every week since it started).
    await page.getByText(w.label).first().waitFor();
    expect(seen.at(-1)).toBe('');
    // The week made for the test.
    await page.goto(`/Sdashboard/Timetable?from=${weekFrom}`);
    await page.getByText('Cancelled: Teacher unwell').waitFor();
    await page.getByText(`Holiday: ${w.holiday}`).waitFor();
    expect(await page.locator('.tt-class__menu').count()).toBe(0);
    // Seven columns on a wide screen.
    const lefts = await page
      .locator('.tt-day')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(7);
    // The week before: the batch had not started.
    await page.getByRole('link', { name: 'Previous week' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === weekBefore);
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
  const tr = (key: string) => localeString('pa', key, {}, 'timetable');

  it('a list of days in Gurmukhi; axe finds nothing', async () => {
    const w = await makeWeek(b.baseUrl);
    await setLanguageCookie(b, 'pa');
    await logInStudent(b, w);
    expect(await storeLanguage(b.context, b.baseUrl, 'pa')).toBe(true);
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open(`/Sdashboard/Timetable?from=${weekFrom}`);
    await page.getByRole('heading', { name: tr('titles.student'), level: 1 }).waitFor();
    await page.getByText(`${tr('week.holiday')}: ${w.holiday}`).waitFor();
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
