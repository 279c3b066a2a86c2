// Issue 12: the admin's Mock Tests list and Question Bank in Punjabi and Hindi: translated
// headings, titles, tables, the add-question dialog (with its errors) and the CSV import dialog
// (with a bad file's rows), no raw keys, and axe-core clean with each dialog open.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, phone, settledDialog, useBrowser, type BrowserHarness } from '../support/browser';
import {
  axeViolations,
  englishAfterEach,
  localeFile,
  localeString,
  logInIn,
  screenshotDir as shots,
  scripts,
  type Indic as Lang,
} from '../support/i18n-page';
import { adminApi, createQuestion, runTag } from '../support/mock-tests';

type Words = typeof import('#client/locales/en/admin-questions.json');

// A key of these screens shown instead of its text ('bank.columns.actions').
const rawKey =
  /\b(?:admin-(?:questions|school):|(?:types|difficulty|difficultyCell|bank|dialog|import|picker|tests|titles)\.[a-z][A-Za-z.]+)/;

// Untranslated leftovers would read like these (the English of the same screens).
const english =
  /\b(?:Add Question|Import CSV|Export CSV|Question Bank|New Test|No questions found|Max marks|In progress|Every student|Rows per page|Choose CSV file|Row \d)/;

// A select's menu just used is still fading out; toasts come and go on their own timer.
const violations = (page: Page, where: string) =>
  axeViolations(page, { where, exclude: ['.toast'] });

async function inLanguage(b: BrowserHarness, lang: Lang) {
  // Eight test runs share two cores here: a first page load may take longer than 10 s.
  b.context.setDefaultNavigationTimeout(30_000);
  await logInIn(b, 'admin', lang);
}

/** The main area's text: in the language's script, with no raw key and no English leftover. */
async function checkText(page: Page, where: string, script: RegExp, scope = page.locator('main')) {
  const text = await scope.first().innerText();
  expect(text, where).toMatch(script);
  expect(rawKey.exec(text)?.[0], `${where}: a raw key is shown`).toBeUndefined();
  expect(english.exec(text)?.[0], `${where}: English is left`).toBeUndefined();
}

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

let tag = '';
let draftTitle = '';

for (const [size, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  describe(`the Question Bank and Mock Tests list in Punjabi and Hindi (${size}px)`, () => {
    const b = useBrowser(viewport);
    // The e2e admin is shared by every file: put English back.
    englishAfterEach(b);

    beforeAll(async () => {
      if (tag) return;
      tag = `i18nq${runTag()}`;
      draftTitle = `${tag} draft`;
      // A draft (never published, so no student sees it) gives the list a row of its own.
      const api = await adminApi(b.baseUrl);
      const question = await createQuestion(api, {
        type: 'numerical',
        text: `${tag} list question`,
        subject: 'Physics',
        range: { min: '2', max: '2' },
      });
      const hour = 3_600_000;
      const made = await api.post('/api/admin/mock-tests', {
        data: {
          title: draftTitle,
          durationMinutes: 30,
          windowStart: new Date(Date.now() + hour).toISOString(),
          windowEnd: new Date(Date.now() + 5 * hour).toISOString(),
          sections: [{ title: 'A', questionIds: [question.id] }],
        },
      });
      expect(made.status()).toBe(201);
      await api.dispose();
    });

    for (const lang of ['pa', 'hi'] as const) {
      const script = scripts[lang].letters;
      const s = localeFile(lang, 'admin-questions') as Words;
      const { titles } = localeFile(lang, 'admin-school') as {
        titles: { mockTests: string; mockQuestions: string };
      };

      it(`the Mock Tests list in ${lang}: heading, title, table, status and dates; axe clean`, async () => {
        await inLanguage(b, lang);
        const page = await b.open('/Sidebar/MockTests');
        await page.getByRole('heading', { level: 1, name: titles.mockTests }).waitFor();
        await expect.poll(() => page.title()).toMatch(script);
        expect(await page.getAttribute('html', 'lang')).toMatch(new RegExp(`^${lang}`));
        const table = page.getByRole('table', { name: s.tests.tableLabel });
        const row = table.getByRole('row').filter({ hasText: draftTitle });
        await row.waitFor();
        expect(await row.innerText()).toContain(s.tests.status.draft);
        // dd-mm-yyyy and the time with the part of the day in words, no Latin am/pm (27.19).
        expect(await row.innerText()).toMatch(/\d\d-\d\d-\d{4}, \S+ \d{1,2}:\d\d/);
        expect(await row.innerText()).not.toMatch(/\b([ap]m|IST)\b/);
        await page.getByRole('link', { name: s.tests.new }).waitFor();
        await page.getByRole('link', { name: s.tests.questionBank }).waitFor();
        await page.waitForLoadState('networkidle');
        await checkText(page, 'Mock Tests', script);
        if (size === '375') {
          // The row's actions stay on screen: their ⋮ menu pinned to the right of the scrolling
          // table, named after the test, offers Delete.
          const region = page.getByRole('region', { name: s.tests.tableLabel });
          const edge = await region.evaluate((el) => el.getBoundingClientRect().right);
          const who = { who: draftTitle };
          const menu = row.getByRole('button', {
            name: localeString(lang, 'admin:rowActions.actionsFor', who),
          });
          const box = await menu.boundingBox();
          expect(box!.x + box!.width).toBeLessThanOrEqual(edge + 1);
          await menu.click();
          await page.getByRole('menuitem', { name: s.tests.delete }).waitFor();
          await page.keyboard.press('Escape');
          await page.getByRole('menu').waitFor({ state: 'detached' });
        }
        await shoot(page, `i18n-mock-tests-${lang}-${size}`);
        expect(await violations(page, 'Mock Tests')).toEqual([]);
      });

      it(`adds a question through the dialog in ${lang}, its errors translated; axe clean`, async () => {
        await inLanguage(b, lang);
        const page = await b.open('/Sidebar/MockTests/questions');
        await page.getByRole('heading', { level: 1, name: titles.mockQuestions }).waitFor();
        await expect.poll(() => page.title()).toMatch(script);
        await page.getByRole('table', { name: s.bank.tableLabel }).waitFor();
        await page.waitForLoadState('networkidle');
        await checkText(page, 'Question Bank', script);
        expect(await violations(page, 'Question Bank')).toEqual([]);
        await shoot(page, `i18n-question-bank-${lang}-${size}`);

        await page.getByRole('button', { name: s.bank.add }).click();
        const dialog = await settledDialog(page, s.dialog.addTitle);
        await checkText(page, 'Add Question', script, dialog);
        expect(await violations(page, 'Add Question')).toEqual([]);
        // Saved empty: each required field says so in the reader's language.
        await dialog.getByRole('button', { name: s.dialog.save }).click();
        const errors = dialog.locator('.MuiFormHelperText-root.Mui-error');
        await errors.first().waitFor();
        for (const error of await errors.allInnerTexts()) expect(error).toMatch(script);
        await shoot(page, `i18n-question-dialog-errors-${lang}-${size}`);
        expect(await violations(page, 'Add Question with errors')).toEqual([]);

        const text = `${tag} ${lang} ${size} SI unit of force?`;
        await dialog.getByRole('textbox', { name: s.dialog.subject }).fill('Physics');
        await dialog.getByRole('textbox', { name: s.dialog.question }).fill(text);
        for (const [key, option] of Object.entries({
          A: 'Joule',
          B: 'Newton',
          C: 'Watt',
          D: 'Pascal',
        }))
          await dialog
            .getByRole('textbox', { name: s.dialog.option.replace('{{key}}', key) })
            .fill(option);
        await dialog.getByRole('combobox', { name: s.dialog.correctOption }).click();
        await page.getByRole('option', { name: 'B', exact: true }).click();
        await dialog.getByRole('button', { name: s.dialog.save }).click();
        await page.getByText(s.dialog.added).first().waitFor();
        await dialog.waitFor({ state: 'detached' });

        // The new row shows its type and difficulty in the language too.
        await page.getByRole('searchbox', { name: s.bank.search }).fill(text);
        const row = page
          .getByRole('table', { name: s.bank.tableLabel })
          .getByRole('row')
          .filter({ hasText: text });
        await row.waitFor();
        expect(await row.innerText()).toContain(s.difficultyCell.medium);
        if (size === '375') {
          // On a phone the row's actions are in its ⋮ menu, named after the question.
          const who = localeString(lang, 'admin:rowActions.question', { number: '\\d+' });
          const more = new RegExp(
            `^${localeString(lang, 'admin:rowActions.actionsFor', { who })}$`,
          );
          await row.getByRole('button', { name: more }).click();
          const edit = localeString(lang, 'admin:rowActions.edit');
          await page.getByRole('menuitem', { name: edit }).waitFor();
          await page.keyboard.press('Escape');
        } else {
          const edit = new RegExp(`^${s.bank.edit.replace('{{id}}', '\\d+')}$`);
          await row.getByRole('button', { name: edit }).waitFor();
        }
      });

      it(`the CSV import dialog in ${lang} lists a bad file's rows in the language; axe clean`, async () => {
        await inLanguage(b, lang);
        // The refusal is a 400, which the browser logs.
        b.allowConsole(/status of 400/);
        const page = await b.open('/Sidebar/MockTests/questions');
        await page.getByRole('button', { name: s.bank.importCsv }).click();
        const dialog = await settledDialog(page, s.import.title);
        await checkText(page, 'Import', script, dialog);
        expect(await violations(page, 'Import')).toEqual([]);

        const header =
          'Type,Question,Option A,Option B,Option C,Option D,Correct Option,Answer Min,Answer Max,Explanation,Subject,Topic,Difficulty';
        const bad = [
          header,
          `essay,${tag} csv bad type,,,,,,,,,Physics,,`,
          `mcq,,a,b,c,d,A,,,,Physics,,easy`,
          `mcq,${tag} csv bad key,a,b,c,d,E,,,,Physics,,easy`,
          // No answer range: zod's own "Invalid input: expected string…" once reached the list.
          `numerical,${tag} csv no range,,,,,,,,,Physics,,easy`,
        ].join('\n');
        await dialog
          .locator('input[type=file]')
          .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
        await dialog.getByRole('button', { name: s.import.import, exact: true }).click();
        const rows = dialog.getByRole('list', { name: s.import.rowsLabel });
        await rows.waitFor();
        const items = await rows.getByRole('listitem').allInnerTexts();
        // Row 5 has two mistakes (Answer Min and Answer Max), each an item.
        expect(items).toHaveLength(5);
        expect(items.join('\n')).not.toMatch(/Invalid|expected string/);
        items.forEach((item, i) => {
          expect(item).toContain(s.import.row.replace('{{line}}', String(Math.min(i, 3) + 2)));
          // The message after the row (and its English column name) is in the language.
          expect(item.split(':').slice(1).join(':')).toMatch(script);
        });
        const v = localeFile(lang, 'validation') as { csv: { badType: string } };
        expect(items[0]).toContain(v.csv.badType);
        await checkText(page, 'Import with errors', script, dialog);
        expect(await dialog.getByRole('alert').innerText()).toMatch(script);
        await shoot(page, `i18n-question-import-errors-${lang}-${size}`);
        expect(await violations(page, 'Import with errors')).toEqual([]);
      });
    }
  });
}
