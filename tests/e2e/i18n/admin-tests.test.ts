// Issue 12: the admin's mock-test builder, its corrections and a test's results in Punjabi and
// Hindi: a test built (two sections, section marking, a window) and published in the language,
// the change-key dialog, ranked results and per-question statistics of a demo test with finished
// attempts, and an attempt's review; no raw keys, titles in the script, axe clean with each dialog
// open and with a validation error showing, and usable on a 375px phone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import hi from '#client/locales/hi/admin-tests.json';
import pa from '#client/locales/pa/admin-tests.json';
import hiSchool from '#client/locales/hi/admin-school.json';
import paSchool from '#client/locales/pa/admin-school.json';
import { formatClock } from '#shared/format.ts';
import { istDate } from '#shared/ist.ts';
import { desktop, phone, settledDialog, useBrowser, type BrowserHarness } from '../support/browser';
import { adminApi, createQuestion, runTag } from '../support/mock-tests';
import {
  axeViolations as violations,
  englishAfterEach,
  logInIn,
  screenshotDir as shots,
  scripts,
  type Indic,
} from '../support/i18n-page';

// Each script with this area's words in that language.
const languages = {
  pa: { ...scripts.pa, words: pa },
  hi: { ...scripts.hi, words: hi },
} as const;
type Lang = Indic;

// What a key of this namespace left untranslated would look like on screen.
const rawKey =
  /admin-tests:|\b(?:titles|crumbs|headings|loading|types|status|builder|section|corrections|keyDialog|toasts|results|stats|units)\.[a-zA-Z]+\b/;

/** A translation with its placeholders filled, as the screen shows it. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A translation as a pattern: its placeholders match any digits (or the given text). */
const pattern = (text: string, values: Record<string, string> = {}) =>
  new RegExp(
    text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const key = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!key) return escape(part);
        return key in values ? escape(values[key]!) : '\\d+';
      })
      .join(''),
  );

/** The admin, logged in and stored in the language (put back to English by `englishAfterEach`). */
const useLanguage = (b: BrowserHarness, lang: Lang) => logInIn(b, 'admin', lang);

/** The main area's text: in the script, with no raw key in it. */
async function checkMain(page: Page, lang: Lang): Promise<string> {
  const text = await page.locator('main').first().innerText();
  expect(text).not.toMatch(rawKey);
  expect(text).toMatch(languages[lang].letters);
  return text;
}

async function checkHeadingAndTitle(page: Page, lang: Lang, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toMatch(new RegExp(`^${lang}`));
  await expect.poll(() => page.title()).toMatch(languages[lang].letters);
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

const school = { pa: paSchool, hi: hiSchool };

/** dd-mm-yyyy of the day in India `days` from now, as the builder's Opens and Closes read it. */
function dayInIndia(days: number): string {
  const [year, month, day] = istDate(new Date(Date.now() + days * 86_400_000)).split('-');
  return `${day}-${month}-${year}`;
}

/** Opens a path, patient with a first load on a machine busy with other tests. */
async function open(b: BrowserHarness, path: string): Promise<Page> {
  await b.page.goto(path, { waitUntil: 'load', timeout: 30_000 });
  return b.page;
}

// A whole flow in a language, on a machine shared with other test runs.
const flowTimeout = 180_000;

const tag = runTag();
let demoTestId = 0;

beforeAll(async () => {
  const api = await adminApi(inject('baseUrl'));
  for (const n of [1, 2, 3, 4]) {
    await createQuestion(api, {
      type: 'mcq',
      text: `${tag} i18n Q${n}: Which planet is known as the red planet?`,
      options: { A: 'Mars', B: 'Venus', C: 'Jupiter', D: 'Mercury' },
      correctOption: 'A',
      subject: 'Science',
    });
  }
  const tests = (await (await api.get('/api/admin/mock-tests')).json()) as {
    id: number;
    title: string;
  }[];
  demoTestId = tests.find((t) => t.title === 'JEE Main Mock Test 1')?.id ?? 0;
  if (!demoTestId) throw new Error('the demo test JEE Main Mock Test 1 is missing');
  await api.dispose();
});

/** Ticks the question of this run numbered `n` in the bank picker (the other namespace's). */
async function pickQuestion(page: Page, n: number) {
  const picker = page.getByRole('dialog');
  await picker.getByRole('searchbox').fill(`${tag} i18n Q${n}`);
  await picker.getByRole('button', { name: new RegExp(`${tag} i18n Q${n}:`) }).click();
  await picker.locator('.MuiDialogActions-root button').last().click();
  await picker.waitFor({ state: 'detached' });
}

describe('admin mock-test builder and results in Punjabi and Hindi (1280px)', () => {
  const b = useBrowser(desktop);
  // The e2e admin is shared by every file: put English back.
  englishAfterEach(b);

  for (const [lang, { name, letters, words: w }] of Object.entries(languages) as [
    Lang,
    (typeof languages)[Lang],
  ][]) {
    it(
      `builds and publishes a test in ${name}, with a validation error and the change-key dialog`,
      async () => {
        await useLanguage(b, lang);
        const page = await open(b, '/Sidebar/MockTests/new');
        await checkHeadingAndTitle(page, lang, w.headings.new);
        const first = page.getByRole('group', { name: fill(w.section.legend, { number: 1 }) });
        expect(
          await first.getByRole('textbox', { name: w.section.title, exact: true }).inputValue(),
        ).toBe(fill(w.section.defaultTitle, { letter: 'A' }));
        await checkMain(page, lang);

        await page
          .getByRole('textbox', { name: w.builder.title, exact: true })
          .fill(`${tag} ${lang}`);
        await page.getByRole('textbox', { name: w.builder.duration }).fill('45');
        // A window that closes before it opens is refused in the admin's language.
        // Opens and Closes: dd-mm-yyyy (not the browser's US order) and a time in IST.
        const opens = page.getByRole('textbox', { name: w.builder.opens, exact: true });
        const closes = page.getByRole('textbox', { name: w.builder.closes, exact: true });
        expect(await opens.inputValue()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(await closes.inputValue()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        // The label ends in the required field's asterisk.
        const time = (label: string) =>
          page.getByLabel(school[lang].dateField.time.replace('{{label}}', label));
        // The time is text in the product's style, not the browser's time picker (its "PM"
        // followed the computer's settings, not the page's language).
        expect(await time(w.builder.opens).getAttribute('type')).toBe('text');
        // In words for the part of the day, no Latin am/pm (issue 27.19).
        expect(await time(w.builder.opens).inputValue()).toMatch(/^\S+ \d{1,2}:\d{2}$/);
        await time(w.builder.opens).fill('10:00');
        await time(w.builder.closes).fill('10:00');
        await time(w.builder.closes).blur();
        expect(await time(w.builder.closes).inputValue()).toBe(formatClock(10, 0, lang));
        await opens.fill(dayInIndia(3));
        await closes.fill(dayInIndia(2));
        await page.getByRole('button', { name: w.builder.save }).click();
        const error = page.locator('.MuiFormHelperText-root.Mui-error').first();
        await error.waitFor();
        expect(await error.innerText()).toMatch(letters);
        expect(await error.innerText()).not.toContain('The test must close');
        await shoot(page, `i18n-admin-tests-error-${lang}-1280`);
        expect(await violations(page)).toEqual([]);
        await closes.fill(dayInIndia(5));
        await error.waitFor({ state: 'detached' });

        // Two sections, the second with its own marking; a question in each from the bank.
        await page.getByRole('button', { name: w.builder.addSection }).click();
        const second = page.getByRole('group', { name: fill(w.section.legend, { number: 2 }) });
        expect(
          await second.getByRole('textbox', { name: w.section.title, exact: true }).inputValue(),
        ).toBe(fill(w.section.defaultTitle, { letter: 'B' }));
        await second.getByRole('textbox', { name: w.builder.correctMarks }).fill('2');
        await second.getByRole('textbox', { name: w.builder.wrongMarks }).fill('0');
        await first.getByRole('button', { name: w.section.addQuestions }).click();
        await pickQuestion(page, lang === 'pa' ? 1 : 3);
        await second.getByRole('button', { name: w.section.addQuestions }).click();
        await pickQuestion(page, lang === 'pa' ? 2 : 4);
        const list = first.getByRole('list', { name: fill(w.section.questions, { number: 1 }) });
        expect(await list.innerText()).toContain(`(${w.types.mcq}, A)`);
        await first.getByRole('button', { name: pattern(w.section.moveDown) }).waitFor();
        await shoot(page, `i18n-admin-tests-builder-${lang}-1280`);

        await page.getByRole('button', { name: w.builder.save }).click();
        await page.getByText(w.toasts.created).waitFor();
        await checkHeadingAndTitle(page, lang, w.headings.edit);
        await page.getByText(w.status.draft).waitFor();
        await page.getByRole('button', { name: w.status.publish, exact: true }).click();
        await page.getByText(w.toasts.published).waitFor();
        await page
          .getByText(fill(w.status.published, { status: w.status.states.upcoming }), {
            exact: true,
          })
          .waitFor();
        await page.getByRole('button', { name: w.status.unpublish }).waitFor();

        // The corrections table and its change-key dialog.
        const corrections = page.getByRole('table', { name: w.corrections.table });
        expect(await corrections.getByRole('row').first().innerText()).toContain(
          w.corrections.status,
        );
        await corrections
          .getByRole('button', { name: fill(w.corrections.changeKeyOf, { number: 2 }) })
          .click();
        const dialog = await settledDialog(page, fill(w.keyDialog.title, { number: 2 }));
        expect(await dialog.innerText()).toMatch(letters);
        expect(await dialog.innerText()).not.toMatch(rawKey);
        await dialog.getByRole('combobox', { name: w.keyDialog.correctOption }).waitFor();
        await dialog.getByRole('textbox', { name: w.keyDialog.note }).waitFor();
        await shoot(page, `i18n-admin-tests-key-dialog-${lang}-1280`);
        expect(await violations(page)).toEqual([]);
        await dialog.getByRole('button', { name: w.keyDialog.cancel }).click();
        await dialog.waitFor({ state: 'detached' });
        await shoot(page, `i18n-admin-tests-edit-${lang}-1280`);
        expect(await violations(page)).toEqual([]);
      },
      flowTimeout,
    );

    it(
      `shows a demo test's results, statistics and an attempt's review in ${name}`,
      async () => {
        await useLanguage(b, lang);
        const page = await open(b, `/Sidebar/MockTests/${demoTestId}/results`);
        await checkHeadingAndTitle(page, lang, w.headings.results);
        const results = page.getByRole('table', { name: w.results.table, exact: true });
        await results.getByRole('row').nth(1).waitFor();
        const header = await results.getByRole('row').first().innerText();
        for (const column of [w.results.rank, w.results.percentile, w.results.tabSwitches])
          expect(header).toContain(column);
        // Submitted: dd-mm-yyyy, and the time with the part of the day in words (27.19).
        const submitted = await results.getByRole('row').nth(1).innerText();
        expect(submitted).toMatch(/\d\d-\d\d-\d{4}, \S+ \d{1,2}:\d\d/);
        expect(submitted).not.toMatch(/\b([ap]m|IST)\b/);
        const stats = page.getByRole('table', { name: w.stats.heading });
        await stats.getByRole('row').nth(1).waitFor();
        expect(await stats.getByRole('row').first().innerText()).toContain(w.stats.averageTime);
        expect(await stats.innerText()).toMatch(new RegExp(`\\d+ ${escape(w.units.s)}`));
        const text = await checkMain(page, lang);
        expect(text).toContain(w.results.exportCsv);
        expect(text).toMatch(pattern(w.results.summary, { title: 'JEE Main Mock Test 1' }));
        await shoot(page, `i18n-admin-tests-results-${lang}-1280`);
        expect(await violations(page)).toEqual([]);

        await results.getByRole('button', { name: w.results.review }).first().click();
        const dialog = await settledDialog(page, w.results.attemptDialog);
        await dialog.getByRole('heading').first().waitFor();
        await expect.poll(async () => letters.test(await dialog.innerText())).toBe(true);
        await shoot(page, `i18n-admin-tests-review-${lang}-1280`);
        expect(await violations(page)).toEqual([]);
        await dialog.getByRole('button', { name: w.results.close }).last().click();
        await dialog.waitFor({ state: 'detached' });
      },
      flowTimeout,
    );
  }
});

describe('admin mock-test builder and results in Punjabi and Hindi (375px)', () => {
  const b = useBrowser(phone);
  englishAfterEach(b);

  for (const [lang, { name, words: w }] of Object.entries(languages) as [
    Lang,
    (typeof languages)[Lang],
  ][]) {
    it(
      `fits the builder, a locked test and its results on a phone in ${name}`,
      async () => {
        await useLanguage(b, lang);
        const page = await open(b, '/Sidebar/MockTests/new');
        const width = () => page.evaluate(() => document.documentElement.scrollWidth);
        await checkHeadingAndTitle(page, lang, w.headings.new);
        await checkMain(page, lang);
        expect(await width()).toBeLessThanOrEqual(375);
        await shoot(page, `i18n-admin-tests-builder-${lang}-375`);
        expect(await violations(page)).toEqual([]);

        // The demo test has finished attempts: its questions are locked, corrections offered.
        await open(b, `/Sidebar/MockTests/${demoTestId}`);
        await checkHeadingAndTitle(page, lang, w.headings.edit);
        await page.getByText(w.builder.locked).waitFor();
        const corrections = page.getByRole('table', { name: w.corrections.table });
        await corrections.getByRole('row').nth(1).waitFor();
        await checkMain(page, lang);
        expect(await width()).toBeLessThanOrEqual(375);
        await shoot(page, `i18n-admin-tests-edit-${lang}-375`);
        expect(await violations(page)).toEqual([]);

        await open(b, `/Sidebar/MockTests/${demoTestId}/results`);
        await checkHeadingAndTitle(page, lang, w.headings.results);
        const results = page.getByRole('table', { name: w.results.table, exact: true });
        await results.getByRole('row').nth(1).waitFor();
        await page.getByRole('table', { name: w.stats.heading }).getByRole('row').nth(1).waitFor();
        await checkMain(page, lang);
        expect(await width()).toBeLessThanOrEqual(375);
        // The table scrolls in a named region; its Review buttons stay in view.
        const region = page.getByRole('region', { name: w.results.table, exact: true });
        await region.waitFor();
        const edge = await region.evaluate((el) => el.getBoundingClientRect().right);
        const review = results.getByRole('button', { name: w.results.review }).first();
        const box = await review.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(edge + 1);
        await shoot(page, `i18n-admin-tests-results-${lang}-375`);
        expect(await violations(page)).toEqual([]);
      },
      flowTimeout,
    );
  }
});
