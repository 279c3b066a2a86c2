// Issue 27.18 (student screens at 375px, in Punjabi and Hindi): Mid-Term and Final show Total and
// Status; the fee history fits with its Receipt header; the mock result is compact; the report
// card keeps each date on one line; the palette drawer shows every section and closes by a button.
// Screenshots go to /tmp/ui-shots (looked at by hand; not part of the check).
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { TestDetail } from '#shared/mock-test-builder.ts';
import { phone, useBrowser } from '../support/browser';
import { englishAfterEach, localeString, logInIn, scripts, type Indic } from '../support/i18n-page';
import { adminApi, createPublishedTest, createQuestion, runTag } from '../support/mock-tests';

const shots = '/tmp/ui-shots';
let test: TestDetail;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  const tag = runTag();
  const api = await adminApi(inject('baseUrl'));
  const ids: number[] = [];
  for (let n = 1; n <= 8; n++) {
    const q = await createQuestion(api, {
      type: 'mcq',
      text: `${tag} phone Q${n}: 3 × ${n} is`,
      options: { A: `${3 * n}`, B: `${3 * n + 1}`, C: `${3 * n + 2}`, D: `${3 * n + 3}` },
      correctOption: 'A',
      subject: n <= 4 ? 'Physics' : 'Mathematics',
    });
    ids.push(q.id);
  }
  test = await createPublishedTest(
    api,
    [
      { title: 'Physics', questionIds: ids.slice(0, 4) },
      { title: 'Mathematics', questionIds: ids.slice(4) },
    ],
    { title: `Phone layout ${tag}`, attemptsAllowed: 5 },
  );
  await api.dispose();
});

const width = phone.width;

/** The page does not scroll sideways, and neither does any table's own scroller. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .map((t) => t.parentElement!)
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => box.textContent!.slice(0, 40)),
  );
  expect(wider).toEqual([]);
}

/** The element is drawn whole inside the screen's width, its text not cut. */
async function expectInView(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
}

/** How many lines a piece of text takes. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });

for (const lang of ['pa', 'hi'] as const satisfies Indic[]) {
  describe(`student screens at 375px in ${lang}`, () => {
    const b = useBrowser(phone);
    englishAfterEach(b);
    // The first pages after the server starts can be slow on a shared machine.
    beforeEach(() => b.context.setDefaultNavigationTimeout(30_000));
    const s = (key: string) => localeString(lang, key);

    it('Mid-Term and Final: Total and Status in view; the fee history with its Receipt header', async () => {
      await logInIn(b, 'student', lang);
      for (const [path, name] of [
        ['/Sdashboard/MidTerm', 'midTerm'],
        ['/Sdashboard/FinalExam', 'final'],
      ] as const) {
        const page = await b.open(path);
        const table = page.getByRole('table');
        await table.first().waitFor();
        await page.screenshot({ path: `${shots}/${name}-${lang}-375.png`, fullPage: true });
        await expectInView(
          page.getByRole('columnheader', { name: s('student:exams.columns.totalMark') }),
        );
        await expectInView(
          page.getByRole('columnheader', { name: s('student:exams.columns.status') }),
        );
        await expectInView(page.getByRole('row').nth(1).getByRole('cell').last());
        await expectNoSidewaysScroll(page);
      }
      const page = await b.open('/Sdashboard/fee');
      const receipt = page.getByRole('columnheader', {
        name: s('admin-school:fees.history.receipt'),
        exact: true,
      });
      await receipt.first().waitFor();
      await page.screenshot({ path: `${shots}/fee-${lang}-375.png`, fullPage: true });
      await expectInView(receipt.first());
      await expectInView(page.getByRole('table').getByRole('link').first());
      await expectNoSidewaysScroll(page);
    });

    it('names the courses in the language on Mid-Term, Result, Fee and Profile (27.2)', async () => {
      await logInIn(b, 'student', lang);
      const letters = scripts[lang].letters;
      let page = await b.open('/Sdashboard/MidTerm');
      await page.locator('.exam-course').first().waitFor();
      await expect.poll(() => page.locator('.exam-course').first().innerText()).toMatch(letters);
      page = await b.open('/Sdashboard/Result');
      const course = page.locator('.result-course__name').first();
      await course.waitFor();
      await expect.poll(() => course.innerText()).toMatch(letters);
      page = await b.open('/Sdashboard/fee');
      const fee = page.getByRole('heading', { level: 2 }).first();
      await fee.waitFor();
      await expect.poll(() => fee.innerText()).toMatch(letters);
      page = await b.open('/Sdashboard/Profile');
      await page.locator('dd').first().waitFor();
      await expect
        .poll(async () => (await page.locator('dl').innerText()).includes('Full Stack Developer'))
        .toBe(false);
      expect(await page.locator('dl').innerText()).toMatch(letters);
    });

    it('the report card keeps each date on one line', async () => {
      await logInIn(b, 'student', lang);
      const page = await b.open('/Sdashboard/Result');
      const card = page.getByRole('link', { name: s('student:results.reportCard') }).first();
      await card.waitFor();
      await page.goto((await card.getAttribute('href'))!, { waitUntil: 'load' });
      await page.locator('.print-page[data-ready="true"]').waitFor();
      const dates = page.locator('.report-card__date');
      expect(await dates.count()).toBeGreaterThan(0);
      for (let i = 0; i < (await dates.count()); i++) expect(await lines(dates.nth(i))).toBe(1);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/report-card-${lang}-375.png`, fullPage: true });
    });

    it('the palette drawer shows every section and closes by its button; the result is compact', async () => {
      await logInIn(b, 'student', lang);
      const page = await b.open(`/Sdashboard/mocktest?test=${test.id}`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: s('mock:instructions.begin') }).click();
      await page.getByTestId('time-left').waitFor();
      // A wrong answer in Physics: the section's score is negative ("-1 / 16").
      await page.getByRole('radio').nth(1).check();
      await page.getByRole('button', { name: s('mock:actions.saveNext') }).click();

      await page.getByRole('button', { name: s('mock:exam.palette'), exact: true }).click();
      const drawer = page.locator('.MuiDrawer-paper');
      await drawer.getByRole('heading', { name: 'Mathematics' }).waitFor();
      await drawer.getByRole('heading', { name: 'Physics' }).waitFor();
      // Slid in whole (the drawer's enter transition has ended).
      await page.waitForFunction(() => {
        const paper = document.querySelector('.MuiDrawer-paper');
        return (
          !!paper &&
          ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(paper).transform)
        );
      });
      const palettes = drawer.getByRole('list', { name: s('mock:exam.palette'), exact: true });
      expect(await palettes.count()).toBe(2);
      expect(await palettes.getByRole('listitem').count()).toBe(8);
      await expectInView(drawer.getByRole('button', { name: s('mock:phone.closePalette') }));
      await page.screenshot({ path: `${shots}/palette-${lang}-375.png` });
      await drawer.getByRole('button', { name: s('mock:phone.closePalette') }).click();
      await drawer.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: s('mock:actions.submit'), exact: true }).click();
      await page.getByRole('button', { name: s('mock:submit.confirm') }).click();
      await page.getByRole('link', { name: s('mock:ended.seeResult') }).click();
      const sections = page.getByRole('table', { name: s('mock:result.sectionWise') });
      await sections.waitFor();
      await page.screenshot({ path: `${shots}/result-${lang}-375.png` });
      await sections.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/result-table-${lang}-375.png` });
      // The figures: two or more to a row.
      const figures = page.locator('.MuiPaper-outlined').filter({ has: page.locator('p + p') });
      const first = (await figures.nth(0).boundingBox())!;
      const second = (await figures.nth(1).boundingBox())!;
      expect(second.y).toBe(first.y);
      const score = sections.getByRole('row').nth(1).getByRole('cell').first();
      expect(await score.innerText()).toMatch(/^-1 \/ 16$/);
      expect(await lines(score)).toBe(1);
      await expectInView(sections.getByRole('columnheader').last());
      await expectNoSidewaysScroll(page);
    });
  });
}
