// Issue 21: axe-core finds 0 violations on the screens of the academy's week in English, Punjabi
// and Hindi, on the demo data (its batches, timetable, month of attendance and teacher): the
// admin's Batches, Timetable, Slots, Holidays and Attendance report with their dialogs and errors
// and an attendance sheet; the teacher's Home, Batches, a batch, My timetable, Attendance with a
// sheet, Exams and Notices; the student's Timetable and Attendance. Each page also at 375px.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { desktop, useBrowser, type BrowserHarness } from '../support/browser';
import { logInAs, storeLanguage } from '../support/session';
import {
  check,
  checkPhone,
  closeDialog,
  dialogStates,
  openDialog,
  settle,
  submitEmpty,
  visit,
  walkLanguages,
  words,
  type Lang,
  type Walk,
} from './axe-walk-support';

async function as(b: BrowserHarness, role: 'admin' | 'teacher' | 'student', lang: Lang) {
  await b.context.clearCookies();
  await b.context.addCookies([{ name: 'lang', value: lang, url: b.baseUrl }]);
  await logInAs(b.context, b.baseUrl, role);
  expect(await storeLanguage(b.context, b.baseUrl, lang)).toBe(true);
  return { page: b.page, lang, problems: [] } satisfies Walk;
}

/** A page, checked as it opens and at 375px. */
async function page(
  walk: Walk,
  pathname: string,
  where: string,
  ready?: (p: Page) => Promise<void>,
) {
  await visit(walk, pathname);
  if (ready) await ready(walk.page);
  await settle(walk.page);
  await check(walk, where, 'page');
  await checkPhone(walk, where);
}

/** Picks an option of a select field (MUI) by its label. */
async function choose(walk: Walk, label: RegExp, option: RegExp | string) {
  await walk.page.getByRole('combobox', { name: label }).click();
  const name = typeof option === 'string' ? { name: option, exact: true } : { name: option };
  await walk.page.getByRole('option', name).first().click();
  await walk.page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

/** A course's name as the reader's language gives it (GET /api/course-names). */
async function courseIn(walk: Walk, english: string): Promise<string> {
  const res = await walk.page.request.get(`/api/course-names?lang=${walk.lang}`);
  const names = (await res.json()) as { en: string; name: string }[];
  return names.find((c) => c.en === english)?.name ?? english;
}

async function adminScreens(walk: Walk) {
  const { page: p, lang } = walk;
  const main = p.locator('main');

  await page(walk, '/Sidebar/Batches', 'batches', (x) => x.locator('main table').waitFor());
  const addBatch = main.getByRole('button', { name: words(lang, 'admin-school:batches.add') });
  await dialogStates(walk, 'batches', 'add', addBatch, true);

  await page(walk, '/Sidebar/Timetable', 'timetable', (x) => x.locator('.tt-week').waitFor());
  const menu = main.locator('.tt-class:not(.tt-class--off) .tt-class__menu').first();
  await menu.click();
  const cancel = p.getByRole('menuitem', { name: words(lang, 'timetable:menu.cancel') });
  const dialog = await openDialog(walk, cancel);
  await check(walk, 'timetable', 'cancel');
  await submitEmpty(dialog);
  await check(walk, 'timetable', 'cancel-errors');
  await closeDialog(p);

  await page(walk, '/Sidebar/Timetable/Slots', 'slots');
  const course = await courseIn(walk, 'Full Stack Developer');
  await choose(walk, words(lang, 'timetable-slots:slots.course'), course);
  await choose(walk, words(lang, 'timetable-slots:slots.batch'), /./);
  await main.locator('table').waitFor();
  await settle(p);
  await check(walk, 'slots', 'batch');
  const addSlot = main.getByRole('button', { name: words(lang, 'timetable-slots:slots.add') });
  await dialogStates(walk, 'slots', 'add', addSlot, true);

  await page(walk, '/Sidebar/Timetable/Holidays', 'holidays');
  await submitEmpty(main.getByRole('form'));
  await check(walk, 'holidays', 'errors');

  await page(walk, '/Sidebar/Attendance', 'attendance-report');
  await choose(walk, words(lang, 'admin-school:attReport.batch'), new RegExp(`^${course} ·`));
  await main.locator('table').first().waitFor();
  await settle(p);
  await check(walk, 'attendance-report', 'batch');
  await checkPhone(walk, 'attendance-report');
  const sheet = main.locator('a[href^="/Sidebar/Attendance/"]').first();
  await sheet.click();
  await p.locator('main [aria-pressed]').first().waitFor();
  await settle(p);
  await check(walk, 'attendance-sheet', 'page');
  await checkPhone(walk, 'attendance-sheet');
}

async function teacherScreens(walk: Walk) {
  const { page: p } = walk;
  const main = p.locator('main');
  await page(walk, '/Tdashboard', 'teacher-home');
  await page(walk, '/Tdashboard/Batches', 'teacher-batches', (x) =>
    x.locator('main a[href^="/Tdashboard/Batches/"]').first().waitFor(),
  );
  await main.locator('a[href^="/Tdashboard/Batches/"]').first().click();
  await main.locator('table').waitFor();
  await settle(p);
  await check(walk, 'teacher-batch', 'page');
  await checkPhone(walk, 'teacher-batch');
  await page(walk, '/Tdashboard/Timetable', 'teacher-timetable', (x) =>
    x.locator('.tt-week').waitFor(),
  );
  await page(walk, '/Tdashboard/Attendance', 'teacher-attendance', (x) =>
    x.locator('main a[href^="/Tdashboard/Attendance/"]').first().waitFor(),
  );
  await main.locator('a[href^="/Tdashboard/Attendance/"]').first().click();
  await p.locator('main [aria-pressed]').first().waitFor();
  await settle(p);
  await check(walk, 'teacher-sheet', 'page');
  await checkPhone(walk, 'teacher-sheet');
  await page(walk, '/Tdashboard/Exams', 'teacher-exams');
  await page(walk, '/Tdashboard/Notice', 'teacher-notices');
}

async function studentScreens(walk: Walk) {
  await page(walk, '/Sdashboard/Timetable', 'student-timetable', (x) =>
    x.locator('.tt-week').waitFor(),
  );
  await page(walk, '/Sdashboard/Attendance', 'student-attendance', (x) =>
    x.locator('main table').first().waitFor(),
  );
}

describe('axe on the screens of the academy’s week, in each language', () => {
  const b = useBrowser(desktop);
  // The demo users are shared by every file: put English back for each.
  afterEach(async () => {
    for (const role of ['admin', 'teacher', 'student'] as const) {
      await b.context.clearCookies();
      await logInAs(b.context, b.baseUrl, role);
      await storeLanguage(b.context, b.baseUrl, 'en');
    }
  });

  for (const lang of walkLanguages) {
    it(`${lang}: the admin's, the teacher's and the student's pages, dialogs and errors`, async () => {
      const problems: string[] = [];
      for (const [role, walkThrough] of [
        ['admin', adminScreens],
        ['teacher', teacherScreens],
        ['student', studentScreens],
      ] as const) {
        const walk = await as(b, role, lang);
        await walkThrough(walk);
        problems.push(...walk.problems);
      }
      expect(problems).toEqual([]);
    }, 400_000);
  }
});
