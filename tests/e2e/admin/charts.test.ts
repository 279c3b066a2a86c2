// The admin console's charts (issue 21.5, decision 066): fee collection by month on the Overview
// and an exam's marks by band under its marks grid. Each is drawn (an svg), has its numbers in a
// table screen readers read and a "Show as table" button shows, and passes axe: at 1280 px in
// English and at 375 px in Punjabi and Hindi.
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FeesByMonth, MarksDistribution } from '#shared/charts.ts';
import type { Exam, MarksGrid } from '#shared/exams.ts';
import { formatRupees } from '#shared/money.ts';
import { istDate } from '#shared/ist.ts';
import { phone, useBrowser, type BrowserHarness } from '../support/browser';
import {
  axeViolations,
  englishAfterEach,
  localeString,
  logInIn,
  type Language,
} from '../support/i18n-page';
import { adminApi, runTag } from '../support/mock-tests';
import { logInAs } from '../support/session';

const shots = process.env.SCREENSHOT_DIR;
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthName = (language: Language, month: string) =>
  localeString(language, `admin:chart.months.${months[Number(month.slice(5, 7)) - 1]}`);

/** The rows of a table as lists of cell texts. */
const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );

/** The chart is drawn: an svg with bars or a line inside the figure's chart box. */
async function expectDrawn(figure: Locator) {
  await figure.locator('[data-chart] svg').first().waitFor();
  expect(await figure.locator('[data-chart]').getAttribute('aria-hidden')).toBe('true');
}

/**
 * From the caption, Tab reaches "Show as table" (nothing on the chart takes focus) and Enter shows
 * the table to everyone; its rows are returned.
 */
async function showTableByKeyboard(page: Page, figure: Locator, language: Language = 'en') {
  await figure.locator('figcaption h2, figcaption h3').first().click();
  await page.keyboard.press('Tab');
  const button = figure.getByRole('button', {
    name: localeString(language, 'admin:chart.showTable'),
  });
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await page.keyboard.press('Enter');
  const hide = figure.getByRole('button', {
    name: localeString(language, 'admin:chart.hideTable'),
  });
  await hide.waitFor();
  expect(await hide.getAttribute('aria-expanded')).toBe('true');
  const table = figure.locator('.MuiTable-root');
  await table.waitFor();
  return rowsOf(table);
}

async function feesFigure(b: BrowserHarness, language: Language) {
  const reply = await b.context.request.get(`${b.baseUrl}/api/admin/fees/by-month`);
  const data = (await reply.json()) as FeesByMonth;
  const page = await b.open('/Sidebar');
  const figure = page.getByRole('figure', {
    name: localeString(language, 'admin:summary.fees.title', { year: data.label }),
  });
  await figure.waitFor();
  await expectDrawn(figure);
  return { page, figure, data };
}

const feeRows = (language: Language, data: FeesByMonth) =>
  data.months.map((m) => [
    `${monthName(language, m.month)} ${m.month.slice(0, 4)}`,
    formatRupees(m.paise, language, { wholeRupees: true }),
  ]);

/** A course with students, and an exam of it today whose marks are all entered. */
async function markedExam(api: APIRequestContext) {
  const courses = (await (await api.get('/api/courses')).json()) as { id: number; name: string }[];
  const course = courses.find((c) => c.name === 'Web Designing')!;
  const subject = `Charts ${runTag()}`;
  const created = await api.post('/api/admin/exams', {
    data: {
      courseId: course.id,
      type: 'mid_term',
      date: istDate(new Date()),
      subject,
      durationMinutes: 60,
      totalMarks: 50,
      passMarks: 17,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const exam = (await created.json()) as Exam;
  const grid = (await (await api.get(`/api/admin/exams/${exam.id}/marks`)).json()) as MarksGrid;
  expect(grid.rows.length).toBeGreaterThanOrEqual(1);
  // The students 48, 12, 30, 48, 12, ... (bands 9, 2, 6); one more, absent, when there are two.
  const pattern = [48, 12, 30];
  const saved = await api.put(`/api/admin/exams/${exam.id}/marks`, {
    data: {
      marks: grid.rows.map((r, i) =>
        i === 0 && grid.rows.length > 1
          ? { enrolmentId: r.enrolmentId, obtained: null, absent: true }
          : {
              enrolmentId: r.enrolmentId,
              obtained: pattern[(i - (grid.rows.length > 1 ? 1 : 0)) % 3],
            },
      ),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const counts = Array.from({ length: 10 }, () => 0);
  const absent = grid.rows.length > 1 ? 1 : 0;
  grid.rows.slice(absent).forEach((_, i) => counts[[9, 2, 6][i % 3]!]!++);
  return { course, exam, subject, counts, marked: grid.rows.length - absent, absent };
}

async function openMarks(page: Page, courseId: number, subject: string, language: Language) {
  await page.goto(`/Sidebar/Exams?course=${courseId}`, { waitUntil: 'load' });
  const row = page.getByRole('row').filter({ hasText: subject });
  const marks = localeString(language, 'admin-school:exams.table.marksButton');
  const direct = row.getByRole('button', { name: marks, exact: true });
  const menu = row.getByRole('button', {
    name: localeString(language, 'admin:rowActions.actionsFor', { who: subject }),
  });
  await direct.or(menu).first().waitFor();
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name: marks, exact: true }).click();
  } else await direct.click();
  const figure = page.getByRole('figure', {
    name: localeString(language, 'admin-school:exams.chart.title'),
  });
  await figure.waitFor();
  return figure;
}

describe('admin charts at 1280 px in English', () => {
  const b = useBrowser();

  it('the Overview draws this year’s fees by month, with the same numbers as a table', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const { page, figure, data } = await feesFigure(b, 'en');
    await figure
      .getByText(`${formatRupees(data.totalPaise, 'en', { wholeRupees: true })} collected`)
      .waitFor();
    // Screen readers read the table before it is shown.
    const hidden = figure.getByRole('table', { name: /Fees collected by month/ });
    expect(await rowsOf(hidden)).toEqual(feeRows('en', data));
    expect(await hidden.isVisible()).toBe(true); // in the tree, 1 px: read, not drawn
    expect(await showTableByKeyboard(page, figure)).toEqual(feeRows('en', data));
    if (shots)
      await page.screenshot({ path: `${shots}/charts-overview-1280-en.png`, fullPage: true });
    expect(await axeViolations(page, { where: '/Sidebar' })).toEqual([]);
  });

  it('an exam’s marks panel draws its marks by band', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const api = await adminApi(b.baseUrl);
    const { course, exam, subject, counts, marked, absent } = await markedExam(api);
    const reply = (await (
      await api.get(`/api/admin/exams/${exam.id}/marks/distribution`)
    ).json()) as MarksDistribution;
    expect(reply.bands.map((x) => x.count)).toEqual(counts);
    await api.dispose();

    const figure = await openMarks(b.page, course.id, subject, 'en');
    await expectDrawn(figure);
    await figure.getByText(new RegExp(`^${marked} students marked, ${absent} absent`)).waitFor();
    const rows = await showTableByKeyboard(b.page, figure);
    expect(rows.map((r) => r[0])).toEqual(counts.map((_, i) => `${i * 10}–${i * 10 + 10}%`));
    expect(rows.map((r) => Number(r[2]))).toEqual(counts);
    expect(rows[9]![1]).toBe('45 to 50 of 50');
    if (shots)
      await b.page.screenshot({ path: `${shots}/charts-marks-1280-en.png`, fullPage: true });
    expect(await axeViolations(b.page, { where: 'marks chart' })).toEqual([]);
  });
});

describe('admin charts at 375 px in Punjabi and Hindi', () => {
  const b = useBrowser(phone);
  englishAfterEach(b);

  for (const language of ['pa', 'hi'] as const) {
    it(`the Overview's fee chart in ${language}`, async () => {
      await logInIn(b, 'admin', language);
      const { page, figure, data } = await feesFigure(b, language);
      const shown = await showTableByKeyboard(page, figure, language);
      expect(shown).toEqual(feeRows(language, data));
      // Nothing wider than the phone.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      if (shots)
        await page.screenshot({
          path: `${shots}/charts-overview-375-${language}.png`,
          fullPage: true,
        });
      expect(await axeViolations(page, { where: `/Sidebar ${language}` })).toEqual([]);
    });
  }

  it('the marks chart in hi', async () => {
    await logInIn(b, 'admin', 'hi');
    const api = await adminApi(b.baseUrl);
    const { course, subject, counts } = await markedExam(api);
    await api.dispose();
    const figure = await openMarks(b.page, course.id, subject, 'hi');
    await expectDrawn(figure);
    const rows = await showTableByKeyboard(b.page, figure, 'hi');
    expect(rows.map((r) => Number(r[2]))).toEqual(counts);
    if (shots)
      await b.page.screenshot({ path: `${shots}/charts-marks-375-hi.png`, fullPage: true });
    expect(await axeViolations(b.page, { where: 'marks chart hi' })).toEqual([]);
  });
});
