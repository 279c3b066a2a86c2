// Issue 21.3: "My timetable" of the teacher portal at 1280 px in English and on a 375 px phone in
// Hindi with axe: the week's classes, no class menu (only the admin cancels), the weeks, print.
import { describe, expect, it } from 'vitest';
import { phone, useBrowser, type BrowserHarness } from '../support/browser';
import {
  axeViolations,
  localeString,
  screenshotDir as shots,
  scripts,
  setLanguageCookie,
} from '../support/i18n-page';
import { e2eAdmin, storeLanguage } from '../support/session';
import { serveWeek, weekFrom } from '../support/timetable-week';
import { newBatchTeacher } from './teacher-helpers';

/** A new teacher with a login of their own, logged in in this browser context. */
async function logInTeacher(b: BrowserHarness) {
  const t = await newBatchTeacher(b.baseUrl);
  const api = b.context.request;
  const headers = { origin: b.baseUrl };
  await api.post(`${b.baseUrl}/auth/login`, { data: e2eAdmin, headers });
  const given = await api.post(`${b.baseUrl}/api/teachers/${t.teacherId}/login`, { headers });
  const { loginId, password } = (await given.json()) as { loginId: string; password: string };
  await b.context.clearCookies();
  await api.post(`${b.baseUrl}/auth/teacher/login`, { data: { loginId, password }, headers });
  const own = 'timetable-own-2026';
  const changed = await api.post(`${b.baseUrl}/api/account/first-password`, {
    data: { currentPassword: password, newPassword: own, confirmPassword: own },
    headers,
  });
  expect(changed.status()).toBeLessThan(300);
  const login = await api.post(`${b.baseUrl}/auth/teacher/login`, {
    data: { loginId, password: own },
    headers,
  });
  expect(login.status()).toBe(200);
}

describe('My timetable at 1280 px in English', () => {
  const b = useBrowser();

  it('shows the teacher’s week from the sidebar, without a class menu, and prints it alone', async () => {
    await logInTeacher(b);
    const seen = await serveWeek(b.context, '/api/teacher/timetable');
    const page = await b.open('/Tdashboard');
    await page.getByRole('link', { name: 'My timetable' }).click();
    await page.getByRole('heading', { name: 'My timetable', level: 1 }).waitFor();
    await page.getByText('Tally Prime: Morning A').first().waitFor();
    await page.getByText('Cancelled: Teacher unwell').waitFor();
    await page.getByText('Holiday: Holi').waitFor();
    expect(await page.locator('.tt-class__menu').count()).toBe(0);
    expect(seen.at(-1)).toBe('');
    await page.getByRole('link', { name: 'Next week' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === '2026-03-09');
    await page.getByText('You have no classes this week.').waitFor();
    await page.getByRole('link', { name: 'Previous week' }).click();
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
    await logInTeacher(b);
    await serveWeek(b.context, '/api/teacher/timetable');
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
