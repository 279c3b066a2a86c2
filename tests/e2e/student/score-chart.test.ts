// A student's mock-test scores over time (issue 21.5, decision 066) on the Mock Test page: drawn
// as a line (an svg), the same numbers in a table screen readers read and "Show as table" shows,
// axe clean at 1280 px in English and at 375 px in Punjabi and Hindi.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScoreHistory } from '#shared/charts.ts';
import type { AttemptState } from '#shared/mock-attempts.ts';
import { phone, useBrowser, type BrowserHarness } from '../support/browser';
import {
  axeViolations,
  englishAfterEach,
  localeString,
  logInIn,
  type Language,
} from '../support/i18n-page';
import { adminApi, createPublishedTest, createQuestion, runTag } from '../support/mock-tests';
import { logInAs } from '../support/session';
import { mcqQuestion } from '../../support/mock-test-calls';

const shots = process.env.SCREENSHOT_DIR;

/** A released result for the demo student: a one-question test answered right (4 of 4). */
async function takeTest(b: BrowserHarness): Promise<string> {
  const api = await adminApi(b.baseUrl);
  const title = `Score chart ${runTag()}`;
  const q = await createQuestion(api, mcqQuestion(`Charts ${title}`, 'A'));
  const test = await createPublishedTest(api, [{ title: 'Section 1', questionIds: [q.id] }], {
    title,
  });
  await api.dispose();
  const headers = { origin: b.baseUrl };
  const req = b.context.request;
  const started = await req.post(`${b.baseUrl}/api/student/mock-tests/${test.id}/attempts`, {
    headers,
  });
  expect(started.status(), await started.text()).toBe(201);
  const { attemptId } = (await started.json()) as AttemptState;
  const saved = await req.put(
    `${b.baseUrl}/api/student/mock-attempts/${attemptId}/answers/${q.id}`,
    {
      headers,
      data: { state: 'answered', answer: 'A', seq: 1, timeSpentSeconds: 5 },
    },
  );
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await req.post(`${b.baseUrl}/api/student/mock-attempts/${attemptId}/submit`, {
    headers,
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return title;
}

const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );

async function scoreFigure(b: BrowserHarness, language: Language) {
  const page = await b.open('/Sdashboard/mocktest');
  const figure = page.getByRole('figure', { name: localeString(language, 'mock:scores.title') });
  await figure.waitFor();
  await figure.locator('[data-chart] svg').first().waitFor();
  expect(await figure.locator('[data-chart]').getAttribute('aria-hidden')).toBe('true');
  return { page, figure };
}

async function showTableByKeyboard(page: Page, figure: Locator, language: Language) {
  await figure.locator('figcaption h2').click();
  await page.keyboard.press('Tab');
  const button = figure.getByRole('button', {
    name: localeString(language, 'admin:chart.showTable'),
  });
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await figure
    .getByRole('button', { name: localeString(language, 'admin:chart.hideTable') })
    .waitFor();
  const table = figure.locator('.MuiTable-root');
  await table.waitFor();
  return rowsOf(table);
}

describe('mock-test scores chart at 1280 px in English', () => {
  const b = useBrowser();

  it('draws the student’s released scores; the table has the test, score and percent', async () => {
    await logInAs(b.context, b.baseUrl, 'student');
    const title = await takeTest(b);
    const reply = (await (
      await b.context.request.get(`${b.baseUrl}/api/student/mock-tests/scores`)
    ).json()) as ScoreHistory;
    expect(reply.scores.find((s) => s.title === title)).toMatchObject({
      score: 4,
      maxScore: 4,
      percent: 100,
    });

    const { page, figure } = await scoreFigure(b, 'en');
    const hidden = figure.getByRole('table', { name: 'Your scores over time' });
    const mine = (rows: string[][]) => rows.find((r) => r[0] === title);
    expect(mine(await rowsOf(hidden))).toEqual([title, expect.any(String), '4 of 4', '100%']);
    expect(await rowsOf(hidden)).toHaveLength(reply.scores.length);
    expect(mine(await showTableByKeyboard(page, figure, 'en'))?.slice(2)).toEqual([
      '4 of 4',
      '100%',
    ]);
    if (shots)
      await page.screenshot({ path: `${shots}/charts-scores-1280-en.png`, fullPage: true });
    expect(await axeViolations(page, { where: 'mock test scores' })).toEqual([]);
  });
});

describe('mock-test scores chart at 375 px in Punjabi and Hindi', () => {
  const b = useBrowser(phone);
  englishAfterEach(b);

  for (const language of ['pa', 'hi'] as const) {
    it(`in ${language}`, async () => {
      await logInIn(b, 'student', language);
      const title = await takeTest(b);
      const { page, figure } = await scoreFigure(b, language);
      const rows = await showTableByKeyboard(page, figure, language);
      const outOf = localeString(language, 'mock:scores.outOf', { score: 4, max: 4 });
      expect(rows.find((r) => r[0] === title)?.slice(2)).toEqual([outOf, '100%']);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      if (shots)
        await page.screenshot({
          path: `${shots}/charts-scores-375-${language}.png`,
          fullPage: true,
        });
      expect(await axeViolations(page, { where: `scores ${language}` })).toEqual([]);
    });
  }
});
