// Issue 21.3: the office's Weekly slots page (a batch's slots added, a clash named in the dialog
// and nothing saved, edited, deleted) and the Holidays page (added, a second on the day refused,
// deleted) in English at 1280 px; the Slots page and its dialog at 375 px in Punjabi and Hindi
// with axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPortalStudent, type PortalStudent } from '../student/portal-helpers';
import { phone, settledDialog, useBrowser, type BrowserHarness } from '../support/browser';
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
import { field } from './registration-helpers';

const tr = (lang: Language, key: string, vars: Record<string, string | number> = {}) =>
  localeString(lang, key, vars, 'timetable-slots');

/** A batch of the student's new course, made through the API; its name. */
async function newBatch(b: BrowserHarness, page: Page, s: PortalStudent, name: string) {
  const courses = (await (await page.request.get('/get-courses')).json()) as {
    id: number;
    name: string;
  }[];
  const courseId = courses.find((c) => c.name === s.courseName)!.id;
  const res = await page.request.post('/api/batches', {
    headers: { origin: b.baseUrl },
    data: {
      courseId,
      name,
      timing: 'morning',
      room: '',
      capacity: 10,
      startsOn: '2026-11-01',
      endsOn: null,
      teacherIds: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Chooses the course and the batch on the Slots page. */
async function chooseBatch(page: Page, lang: Language, s: PortalStudent, batch: string) {
  await page.getByRole('combobox', { name: tr(lang, 'slots.course') }).click();
  await page.getByRole('option', { name: s.courseName }).click();
  await page.getByRole('combobox', { name: tr(lang, 'slots.batch') }).click();
  await page.getByRole('option', { name: batch }).click();
}

/** Fills the slot dialog's fields given. */
async function fillSlot(
  page: Page,
  v: { day?: string; starts?: string; ends?: string; subject?: string; teacher?: string },
) {
  const dialog = page.getByRole('dialog');
  if (v.day) {
    await dialog.getByRole('combobox', { name: /^Day/ }).click();
    await page.getByRole('option', { name: v.day, exact: true }).click();
  }
  if (v.starts !== undefined) await field(dialog, 'Starts at').fill(v.starts);
  if (v.ends !== undefined) await field(dialog, 'Ends at').fill(v.ends);
  if (v.subject !== undefined) await field(dialog, 'Subject').fill(v.subject);
  if (v.teacher) {
    await dialog.getByRole('combobox', { name: /^Teacher/ }).click();
    await page.getByRole('option', { name: v.teacher }).click();
  }
}

describe('admin Weekly slots and Holidays (1280px)', () => {
  const b = useBrowser();

  it('adds a slot, refuses a clash naming it, edits and deletes; adds and deletes a holiday', async () => {
    const s = await newPortalStudent(b.baseUrl);
    await logInAs(b.context, b.baseUrl, 'admin');
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sidebar/Timetable/Slots');
    await page.getByRole('heading', { name: 'Weekly slots', level: 1 }).waitFor();
    await newBatch(b, page, s, 'Morning A');
    await chooseBatch(page, 'en', s, 'Morning A');
    const table = page.getByRole('table', { name: 'Weekly slots' });
    await table.getByText('No slots yet. Add one with Add slot.').waitFor();

    // Add: Monday 09:00–10:00 with the course's teacher.
    await page.getByRole('button', { name: 'Add slot' }).click();
    const add = await settledDialog(page, 'Add Slot');
    await fillSlot(page, {
      day: 'Monday',
      starts: '09:00',
      ends: '10:00',
      subject: 'Ledgers',
      teacher: s.teacher,
    });
    await field(add, 'Room').fill('Lab 2');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.waitFor({ state: 'detached' });
    const monday = table.getByRole('row').filter({ hasText: 'Ledgers' });
    await monday.getByRole('cell', { name: '09:00–10:00', exact: true }).waitFor();
    expect(await monday.innerText()).toMatch(/Monday\s+09:00–10:00\s+Ledgers\s+Harleen.*\s+Lab 2/);

    // A clashing second slot (the batch already meets then): named in the dialog, nothing saved.
    b.allowConsole(/status of 409|status of 400/);
    await page.getByRole('button', { name: 'Add slot' }).click();
    const clash = await settledDialog(page, 'Add Slot');
    await fillSlot(page, { day: 'Monday', starts: '09:30', ends: '10:30', subject: 'GST' });
    await clash.getByRole('button', { name: 'Add', exact: true }).click();
    await clash
      .getByRole('alert')
      .filter({ hasText: 'Morning A already meets on Monday' })
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/slots-clash-1280-en.png` });
    expect(await axeViolations(page, { where: 'Add Slot' })).toEqual([]);
    // The end before the start is refused on the field.
    await fillSlot(page, { starts: '11:00', ends: '10:00' });
    await clash.getByRole('button', { name: 'Add', exact: true }).click();
    await clash.getByText('A class must end after it starts.').waitFor();
    await clash.getByRole('button', { name: 'Cancel' }).click();
    await clash.waitFor({ state: 'detached' });
    expect(await table.locator('tbody tr').count()).toBe(1);

    // Edit: Tuesday, 14:00–15:30.
    await monday.getByRole('button', { name: /^Edit Monday 09:00–10:00 Ledgers/ }).click();
    const edit = await settledDialog(page, 'Edit Slot');
    await fillSlot(page, { day: 'Tuesday', starts: '14:00', ends: '15:30' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const tuesday = table.getByRole('row').filter({ hasText: 'Tuesday' });
    await tuesday.getByRole('cell', { name: '14:00–15:30', exact: true }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/slots-1280-en.png`, fullPage: true });

    // Delete (no attendance: deleted, not ended).
    await tuesday.getByRole('button', { name: /^Delete Tuesday 14:00–15:30 Ledgers/ }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.getByText('Slot deleted: Tuesday 14:00–15:30 Ledgers').waitFor();
    await table.getByText('No slots yet. Add one with Add slot.').waitFor();

    // Holidays: this year's; add one, a second on that day is refused, then delete it.
    await page.goto('/Sidebar/Timetable/Holidays');
    await page.getByRole('heading', { name: 'Holidays', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Holidays in 2026', level: 2 }).waitFor();
    await field(page, 'Day').fill('24-12-2026');
    await field(page, 'Name').fill('Shaheedi Jor Mel');
    await page.getByRole('button', { name: 'Add holiday' }).click();
    const holidays = page.getByRole('table', { name: 'Holidays in 2026' });
    const row = holidays.getByRole('row').filter({ hasText: 'Shaheedi Jor Mel' });
    await row.getByRole('cell', { name: '24-12-2026', exact: true }).waitFor();
    await field(page, 'Day').fill('24-12-2026');
    await field(page, 'Name').fill('Christmas Eve');
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await page.getByText(/There is already a holiday on .*: Shaheedi Jor Mel\./).waitFor();
    expect(await holidays.getByText('Christmas Eve').count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/holidays-1280-en.png`, fullPage: true });
    expect(await axeViolations(page, { where: 'Holidays', exclude: ['.toast'] })).toEqual([]);
    await row.getByRole('button', { name: /^Delete Shaheedi Jor Mel/ }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await row.waitFor({ state: 'detached' });
    // Next year: its own list.
    await page.getByRole('button', { name: 'Next year' }).click();
    await page.getByRole('heading', { name: 'Holidays in 2027', level: 2 }).waitFor();
  });
});

describe('the Weekly slots page on a 375 px phone', () => {
  const b = useBrowser(phone);
  englishAfterEach(b);

  for (const lang of ['pa', 'hi'] as const) {
    it(`the slots and the Add dialog, axe, in ${scripts[lang].name}`, async () => {
      const s = await newPortalStudent(b.baseUrl);
      await logInIn(b, 'admin', lang);
      b.context.setDefaultNavigationTimeout(30_000);
      const page = await b.open('/Sidebar/Timetable/Slots');
      await page.getByRole('heading', { name: tr(lang, 'titles.slots'), level: 1 }).waitFor();
      await newBatch(b, page, s, 'Evening B');
      await chooseBatch(page, lang, s, 'Evening B');
      await page.getByText(tr(lang, 'slots.empty')).waitFor();
      expect(await page.locator('main').innerText()).toMatch(scripts[lang].letters);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(await axeViolations(page, { where: `${lang} Slots` })).toEqual([]);
      await page.getByRole('button', { name: tr(lang, 'slots.add') }).click();
      const dialog = await settledDialog(page, tr(lang, 'dialog.addTitle'));
      await dialog.getByRole('button', { name: tr(lang, 'dialog.add'), exact: true }).click();
      await dialog
        .getByText(localeString(lang, 'timetableSlots.subjectNeeded', {}, 'validation'))
        .waitFor();
      if (shots) await page.screenshot({ path: `${shots}/slots-dialog-375-${lang}.png` });
      expect(await axeViolations(page, { where: `${lang} Add Slot` })).toEqual([]);
    });
  }
});
