// Issue 12: axe-core finds 0 violations on the admin console's school screens (courses, notices,
// exams with the marks panel and report cards, the fees list) in English, Punjabi and Hindi: each
// page, each dialog its buttons open, each form with its errors showing, each page at 375px.
// The mock-test screens and the fee dialogs are walked by their own files.
import { afterEach, describe, expect, it } from 'vitest';
import { desktop, useBrowser, type BrowserHarness } from '../support/browser';
import { logInAs, storeLanguage } from '../support/session';
import {
  check,
  checkPhone,
  dialogStates,
  settle,
  submitEmpty,
  transitionsEnded,
  visit,
  walkLanguages,
  words,
  type Lang,
  type Walk,
} from './axe-walk-support';

async function asAdmin(b: BrowserHarness, lang: Lang): Promise<Walk> {
  await b.context.addCookies([{ name: 'lang', value: lang, url: b.baseUrl }]);
  await logInAs(b.context, b.baseUrl, 'admin');
  expect(await storeLanguage(b.context, b.baseUrl, lang)).toBe(true);
  return { page: b.page, lang, problems: [] };
}

async function courses(walk: Walk) {
  const { page, lang } = walk;
  await visit(walk, '/Sidebar/Library');
  await page.locator('main table').waitFor();
  await check(walk, 'courses', 'page');
  const main = page.locator('main');
  const add = main.getByRole('button', { name: words(lang, 'admin-school:courses.add') });
  await dialogStates(walk, 'courses', 'add', add, true);
  const row = main.locator('tbody tr').first();
  const edit = row.getByRole('button', { name: words(lang, 'admin-school:courses.table.edit') });
  await dialogStates(walk, 'courses', 'edit', edit, false);
  const del = row.getByRole('button', { name: words(lang, 'admin-school:courses.table.delete') });
  await dialogStates(walk, 'courses', 'delete', del, false);
  await checkPhone(walk, 'courses');
}

/** The notice board, and its search when nothing matches. */
async function notices(walk: Walk) {
  const { page, lang } = walk;
  await visit(walk, '/Sidebar/Notice');
  await check(walk, 'notices', 'page');
  await page.getByLabel(words(lang, 'admin-school:notices.board.byTitle')).fill('zzzz-none');
  await page.getByText(words(lang, 'admin-school:notices.noneFound')).waitFor();
  // The board's buttons fade to their disabled look as the list empties: axe reads colours.
  await transitionsEnded(page.locator('main'));
  await check(walk, 'notices', 'no-match');
  await checkPhone(walk, 'notices');
}

async function createNotice(walk: Walk) {
  const { page, lang } = walk;
  await visit(walk, '/Sidebar/CreateNotice');
  await check(walk, 'create-notice', 'page');
  await submitEmpty(page.getByRole('form'));
  await check(walk, 'create-notice', 'errors');
  const del = page
    .locator('main')
    .getByRole('button', { name: words(lang, 'admin-school:notices.manage.deleteOne') })
    .first();
  await dialogStates(walk, 'create-notice', 'delete', del, false);
  await checkPhone(walk, 'create-notice');
}

/** Exams of the demo's Full Stack Developer: dialogs, the marks panel, the report cards. */
async function exams(walk: Walk) {
  const { page, lang } = walk;
  await visit(walk, '/Sidebar/Exams');
  const main = page.locator('main');
  await main.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Full Stack Developer', exact: true }).click();
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
  await main.locator('tbody tr').first().waitFor();
  await settle(page);
  await check(walk, 'exams', 'page');
  const schedule = main.getByRole('button', { name: words(lang, 'admin-school:exams.schedule') });
  await dialogStates(walk, 'exams', 'schedule', schedule, true);
  const scale = main.getByRole('button', {
    name: words(lang, 'admin-school:exams.gradeScale', true),
  });
  await dialogStates(walk, 'exams', 'grade-scale', scale, false);
  const row = main.locator('tbody tr').first();
  const edit = row.getByRole('button', { name: words(lang, 'admin-school:exams.table.edit') });
  await dialogStates(walk, 'exams', 'edit', edit, false);
  const del = row.getByRole('button', { name: words(lang, 'admin-school:exams.table.delete') });
  await dialogStates(walk, 'exams', 'delete', del, false);
  await row
    .getByRole('button', { name: words(lang, 'admin-school:exams.table.marksButton') })
    .click();
  await page.locator('.marks-panel table').waitFor();
  await settle(page);
  await check(walk, 'exams', 'marks');
  await checkPhone(walk, 'exams');
  await main.getByRole('link', { name: words(lang, 'admin-school:exams.reportCards') }).click();
  await page.locator('main[data-ready="true"]').waitFor({ timeout: 15_000 });
  // Print is enabled once the fonts are in; axe must not read it halfway through its fade from
  // the disabled grey.
  await page.locator('button:enabled').first().waitFor();
  await transitionsEnded(page.locator('body'));
  await check(walk, 'report-cards', 'page');
}

async function fees(walk: Walk) {
  await visit(walk, '/Sidebar/Fees');
  await walk.page.locator('main table').first().waitFor();
  await check(walk, 'fees', 'page');
  await checkPhone(walk, 'fees');
}

describe('axe on the admin school screens, in each language', () => {
  const b = useBrowser(desktop);
  // The e2e admin is shared by every file: put English back.
  afterEach(() => storeLanguage(b.context, b.baseUrl, 'en'));

  for (const lang of walkLanguages) {
    it(`${lang}: every page, dialog and error state; each page at 375px`, async () => {
      const walk = await asAdmin(b, lang);
      await courses(walk);
      await notices(walk);
      await createNotice(walk);
      await exams(walk);
      await fees(walk);
      expect(walk.problems).toEqual([]);
    }, 300_000);
  }
});
