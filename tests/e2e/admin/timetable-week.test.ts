// Issue 21.3: the admin's week of the timetable at 1280 px in English (filters, a class's menu,
// cancelling with a reason and restoring, the weeks in the address, print without the dashboard)
// and at 375 px in Punjabi and Hindi with axe. Each test makes its week through the admin API
// (makeWeek) and opens it filtered to its own batch: the academy's week has other tests' classes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phone, settledDialog, useBrowser } from '../support/browser';
import {
  axeViolations,
  englishAfterEach,
  localeString,
  logInIn,
  screenshotDir as shots,
  scripts,
  type Language,
} from '../support/i18n-page';
import { logInAs } from '../support/session';
import {
  makeWeek,
  weekBefore,
  weekCalls,
  weekFrom,
  type MadeWeek,
} from '../support/timetable-week';

const tr = (lang: Language, key: string, vars: Record<string, string | number> = {}) =>
  localeString(lang, key, vars, 'timetable');

/** A class's ⋮ button, by its accessible name ('Actions for Course: Batch, Monday 09:00 am'). */
const classMenu = (page: Page, w: MadeWeek, weekday: string) =>
  page
    .getByRole('button', { name: `Actions for ${w.label}, ${weekday}` })
    .and(page.locator('.tt-class__menu'));

describe('the admin timetable at 1280 px in English', () => {
  const b = useBrowser();

  it('shows the week, cancels and restores a class, moves between weeks and prints', async () => {
    // The refused cancel answers 409, which the browser reports.
    b.allowConsole(/409/);
    const w = await makeWeek(b.baseUrl);
    await logInAs(b.context, b.baseUrl, 'admin');
    b.context.setDefaultNavigationTimeout(30_000);
    const seen = weekCalls(b.page, '/api/timetable/week');
    const page = await b.open(`/Sidebar/Timetable?from=${weekFrom}&batchId=${w.batchId}`);
    await page.getByRole('heading', { name: 'Timetable', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Timetable' }).first().waitFor();
    const monday = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Monday/ }) });
    await monday.getByText(w.label).waitFor();
    await monday.getByText('09:00 am–10:00 am').waitFor();
    await monday.getByText('Ledgers').waitFor();
    await monday.getByText(w.name).waitFor();
    await page.getByText(`Holiday: ${w.holiday}`).waitFor();
    await page.getByText('Cancelled: Teacher unwell').waitFor();
    await page.getByText('No teacher').waitFor();
    expect(seen.at(-1)).toBe(`?from=${weekFrom}&batchId=${w.batchId}`);
    // The week in the reader's language, and the pages of slots and holidays.
    await page.getByText(/^2\s?–\s?8 March 2026$/).waitFor();
    expect(await page.getByRole('link', { name: 'Weekly slots' }).getAttribute('href')).toBe(
      '/Sidebar/Timetable/Slots',
    );
    expect(await page.getByRole('link', { name: 'Holidays' }).getAttribute('href')).toBe(
      '/Sidebar/Timetable/Holidays',
    );
    if (shots)
      await page.screenshot({ path: `${shots}/admin-timetable-1280-en.png`, fullPage: true });

    // Cancel Monday's class: a reason is needed; then it is struck through with it.
    await classMenu(page, w, 'Monday').click();
    const attendance = page.getByRole('menuitem', { name: 'Attendance' });
    expect(await attendance.getAttribute('href')).toBe(
      `/Sidebar/Attendance/${w.slots.ledgers}/${weekFrom}`,
    );
    await page.getByRole('menuitem', { name: 'Cancel class' }).click();
    const dialog = await settledDialog(page, 'Cancel class');
    await dialog.getByRole('button', { name: 'Cancel class' }).click();
    await dialog.getByText('Give a reason for cancelling the class.').waitFor();
    expect(await axeViolations(page, { where: 'en Cancel class' })).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Power cut');
    await dialog.getByRole('button', { name: 'Cancel class' }).click();
    await dialog.waitFor({ state: 'detached' });
    await monday.getByText('Cancelled: Power cut').waitFor();
    expect(
      await monday
        .locator('.tt-class__body')
        .evaluate((e) => getComputedStyle(e).textDecorationLine),
    ).toBe('line-through');

    // Restore it.
    await classMenu(page, w, 'Monday').click();
    await page.getByRole('menuitem', { name: 'Restore class' }).click();
    const restore = await settledDialog(page, 'Restore class');
    await restore.getByText('It was cancelled: Power cut').waitFor();
    await restore.getByRole('button', { name: 'Restore class' }).click();
    await restore.waitFor({ state: 'detached' });
    await monday.getByText('Cancelled: Power cut').waitFor({ state: 'detached' });
    // A holiday's class offers no cancelling.
    await classMenu(page, w, 'Thursday').click();
    await page.getByRole('menuitem', { name: 'Attendance' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Cancel class' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    // Friday's attendance has been taken: the server refuses to cancel it, and the dialog says why.
    await classMenu(page, w, 'Friday').click();
    await page.getByRole('menuitem', { name: 'Cancel class' }).click();
    const refused = await settledDialog(page, 'Cancel class');
    await refused.getByRole('textbox', { name: 'Reason' }).fill('Power cut');
    await refused.getByRole('button', { name: 'Cancel class' }).click();
    await refused
      .getByText('Attendance has been taken for this class, so it cannot be cancelled.')
      .waitFor();
    await refused.getByRole('button', { name: 'Close' }).click();
    await refused.waitFor({ state: 'detached' });
    const friday = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Friday/ }) });
    expect(await friday.getByText(/^Cancelled:/).count()).toBe(0);

    // Filters: one at a time, kept in the address with the week.
    // The room's classes in place of the batch's (Tuesday's, with no room, is not one of them).
    await page.getByRole('textbox', { name: 'Room' }).fill(w.room);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(
      (u) => u.searchParams.get('room') === w.room && !u.searchParams.has('batchId'),
    );
    const byRoom = new URLSearchParams({ from: weekFrom, room: w.room });
    await expect.poll(() => seen.at(-1)).toBe(`?${byRoom}`);
    await page.getByText('No teacher').waitFor({ state: 'detached' });
    await monday.getByText('Ledgers').waitFor();

    // Weeks: previous (before the batch started), next, this week (the batch meets every week).
    await page.getByRole('link', { name: 'Previous week' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === weekBefore);
    await page.getByText('No classes this week.').waitFor();
    await page.getByRole('link', { name: 'Next week' }).click();
    await page.waitForURL((u) => u.searchParams.get('from') === weekFrom);
    await monday.getByText('Ledgers').waitFor();
    await page.getByRole('link', { name: 'This week' }).click();
    await page.waitForURL((u) => !u.searchParams.has('from') && u.searchParams.has('room'));
    await page.getByText(w.label).first().waitFor();

    // Printed: no sidebar, top bar, filters or buttons; the week's seven columns.
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) => page.locator(selector).first().isVisible();
    expect(await shown('.dash-sidebar')).toBe(false);
    expect(await shown('.dash-topbar')).toBe(false);
    expect(await shown('.tt-filters')).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await shown('.tt-week')).toBe(true);
    const columns = await page
      .locator('.tt-week__days')
      .evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(7);
    if (shots)
      await page.screenshot({ path: `${shots}/admin-timetable-print-en.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    // The Print button opens the browser's print dialog.
    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => ((window as unknown as { printed: boolean }).printed = true);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(
      true,
    );
  });
});

describe('the admin timetable on a 375 px phone in Punjabi and Hindi', () => {
  const b = useBrowser(phone);
  englishAfterEach(b);

  for (const lang of ['pa', 'hi'] as const) {
    it(`a list of days, the cancel dialog, axe, in ${scripts[lang].name}`, async () => {
      const w = await makeWeek(b.baseUrl);
      await logInIn(b, 'admin', lang);
      b.context.setDefaultNavigationTimeout(30_000);
      const page = await b.open(`/Sidebar/Timetable?from=${weekFrom}&batchId=${w.batchId}`);
      await page.getByRole('heading', { name: tr(lang, 'titles.admin'), level: 1 }).waitFor();
      await page.getByText(`${tr(lang, 'week.holiday')}: ${w.holiday}`).waitFor();
      // Monday, named by the browser's Intl in the reader's language.
      const weekday = tr(lang, 'names.weekdays').split('|')[0]!;
      await page.getByRole('heading', { name: new RegExp(`^${weekday}`), level: 2 }).waitFor();
      expect(await page.locator('main').innerText()).toMatch(scripts[lang].letters);
      // One column: every day below the one before it.
      const tops = await page
        .locator('.tt-day')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
      expect(tops).toEqual([...tops].sort((x, y) => x - y));
      expect(
        new Set(
          await page
            .locator('.tt-day')
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left)),
        ).size,
      ).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(await axeViolations(page, { where: `${lang} /Sidebar/Timetable` })).toEqual([]);
      if (shots)
        await page.screenshot({ path: `${shots}/admin-timetable-375-${lang}.png`, fullPage: true });

      // The first class: Monday's.
      await page.locator('.tt-class__menu').first().click();
      await page.getByRole('menuitem', { name: tr(lang, 'menu.cancel') }).click();
      const dialog = await settledDialog(page, tr(lang, 'cancel.title'));
      await dialog.getByRole('button', { name: tr(lang, 'cancel.submit') }).click();
      await dialog.getByText(tr(lang, 'cancel.reasonNeeded')).waitFor();
      expect(await axeViolations(page, { where: `${lang} cancel dialog` })).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/admin-timetable-cancel-375-${lang}.png` });
      await dialog.getByRole('textbox', { name: tr(lang, 'cancel.reason') }).fill('ਮੀਂਹ');
      await dialog.getByRole('button', { name: tr(lang, 'cancel.submit') }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`${tr(lang, 'week.cancelled')}: ਮੀਂਹ`).waitFor();
    });
  }
});
