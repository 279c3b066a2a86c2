import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AttemptState } from '#shared/mock-attempts.ts';
import type { TestDetail } from '#shared/mock-test-builder.ts';
import { phone, useBrowser } from '../support/browser';
import {
  adminApi,
  createPublishedTest,
  createQuestion,
  runTag,
  screenshot,
} from '../support/mock-tests';
import { demoStudent, logInAs } from '../support/session';

let tag = '';
let takenTest: TestDetail;

/** One submitted attempt by the demo student, with two tab switches, through the API. */
async function takeAsStudent(baseUrl: string, test: TestDetail) {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const login = await api.post('/auth/student/login', { data: demoStudent });
  if (login.status() !== 200) throw new Error(`student login answered ${login.status()}`);
  const started = await api.post(`/api/student/mock-tests/${test.id}/attempts`);
  if (started.status() !== 201)
    throw new Error(`start answered ${started.status()}: ${await started.text()}`);
  const attempt = (await started.json()) as AttemptState;
  const [first, second] = attempt.questions;
  const put = (questionId: number, body: object) =>
    api.put(`/api/student/mock-attempts/${attempt.attemptId}/answers/${questionId}`, {
      data: body,
    });
  expect(
    (
      await put(first!.questionId, { state: 'answered', answer: 'A', seq: attempt.lastSeq + 1 })
    ).status(),
  ).toBe(200);
  expect(
    (
      await put(second!.questionId, { state: 'answered', answer: 'C', seq: attempt.lastSeq + 2 })
    ).status(),
  ).toBe(200);
  await api.post(`/api/student/mock-attempts/${attempt.attemptId}/tab-switches`, {
    data: { count: 2 },
  });
  expect((await api.post(`/api/student/mock-attempts/${attempt.attemptId}/submit`)).status()).toBe(
    200,
  );
  await api.dispose();
}

beforeAll(async () => {
  tag = runTag();
  const baseUrl = inject('baseUrl');
  const api = await adminApi(baseUrl);
  const ids = [];
  for (const [n, key] of [
    [1, 'A'],
    [2, 'B'],
  ] as const) {
    const q = await createQuestion(api, {
      type: 'mcq',
      text: `${tag} results Q${n}: Which gas do plants take in for photosynthesis?`,
      options: { A: 'Carbon dioxide', B: 'Oxygen', C: 'Nitrogen', D: 'Helium' },
      correctOption: key,
      subject: 'Biology',
    });
    ids.push(q.id);
  }
  takenTest = await createPublishedTest(api, [{ title: 'Biology', questionIds: ids }], {
    title: `Results check ${tag}`,
  });
  await api.dispose();
  await takeAsStudent(baseUrl, takenTest);
});

describe('admin Mock Tests', () => {
  const b = useBrowser();

  it('builds the question bank: add, validate, search, edit, delete, CSV import with row errors, export', async () => {
    const page = b.page;
    await logInAs(b.context, b.baseUrl, 'admin');
    await b.open('/Sidebar');
    await page
      .getByRole('navigation', { name: 'Admin dashboard' })
      .getByRole('link', { name: 'Mock Tests' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Mock Tests' }).waitFor();
    await page.getByRole('link', { name: 'Question Bank' }).click();
    await page.getByRole('heading', { level: 1, name: 'Question Bank' }).waitFor();

    await page.getByRole('button', { name: 'Add Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Question' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Physics');
    await dialog.getByRole('textbox', { name: 'Question' }).fill(`${tag} bank: SI unit of force?`);
    for (const [key, text] of [
      ['A', 'Joule'],
      ['B', 'Newton'],
      ['C', 'Watt'],
      ['D', 'Pascal'],
    ]) {
      await dialog.getByRole('textbox', { name: `Option ${key}` }).fill(text!);
    }
    await dialog.getByRole('combobox', { name: 'Correct Option' }).click();
    await page.getByRole('option', { name: 'B', exact: true }).click();
    await screenshot(page, 'admin-question-dialog-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Question added.').waitFor();

    // A numerical range upside down is refused with the contract's message.
    await page.getByRole('button', { name: 'Add Question' }).click();
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Numerical value' }).click();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Mathematics');
    await dialog.getByRole('textbox', { name: 'Question' }).fill(`${tag} bank: 7 − 2?`);
    await dialog.getByRole('textbox', { name: 'Answer Min' }).fill('6');
    await dialog.getByRole('textbox', { name: 'Answer Max' }).fill('4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The lowest accepted answer cannot be above the highest.').waitFor();
    await dialog.getByRole('textbox', { name: 'Answer Min' }).fill('5');
    await dialog.getByRole('textbox', { name: 'Answer Max' }).fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Question added.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search questions' }).fill(`${tag} bank`);
    const table = page.getByRole('table', { name: 'Question bank' });
    // This file's rows only: other files add questions with the same words, and the search
    // applies after a pause, so the unfiltered list may still be showing.
    const mine = table.getByRole('row').filter({ hasText: `${tag} bank` });
    await mine.filter({ hasText: '7 − 2' }).waitFor();
    const forceRow = mine.filter({ hasText: 'SI unit of force' });
    expect(await forceRow.innerText()).toContain('B');
    await screenshot(page, 'admin-question-bank-1280');

    // Edit: the topic is kept.
    await forceRow.getByRole('button', { name: /^Edit question/ }).click();
    await page
      .getByRole('dialog', { name: 'Edit Question' })
      .getByRole('textbox', { name: 'Topic' })
      .fill('Laws of motion');
    await page
      .getByRole('dialog', { name: 'Edit Question' })
      .getByRole('button', { name: 'Save' })
      .click();
    await forceRow.filter({ hasText: 'Laws of motion' }).waitFor();

    // Delete.
    await mine
      .filter({ hasText: '7 − 2' })
      .getByRole('button', { name: /^Delete question/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await mine.filter({ hasText: '7 − 2' }).waitFor({ state: 'detached' });

    // CSV import: a file with mistakes saves nothing and lists every bad row.
    const header =
      'Type,Question,Option A,Option B,Option C,Option D,Correct Option,Answer Min,Answer Max,Explanation,Subject,Topic,Difficulty';
    const bad = [
      header,
      `mcq,${tag} csv one,a,b,c,d,E,,,,Chemistry,,easy`,
      `numerical,${tag} csv two,,,,,,9,3,,Chemistry,,`,
    ].join('\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Questions from CSV' });
    // The refusal is a 400, which the browser logs.
    b.allowConsole(/status of 400/);
    await importDialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await importDialog.getByRole('button', { name: 'Import' }).click();
    const rows = importDialog.getByRole('list', { name: 'Rows with mistakes' });
    await rows.waitFor();
    const listed = await rows.innerText();
    expect(listed).toMatch(/Row 2/);
    expect(listed).toMatch(/Row 3/);
    await screenshot(page, 'admin-csv-errors-1280');
    const good = [
      header,
      `mcq,${tag} csv one,a,b,c,d,A,,,,Chemistry,,easy`,
      `numerical,${tag} csv two,,,,,,3,9,,Chemistry,,`,
    ].join('\n');
    await importDialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await importDialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('2 questions imported.').waitFor();

    // Export: the CSV holds what the search finds.
    const exported = await page.request.get(`/api/admin/mock-questions/export.csv?q=${tag}`);
    expect(exported.status()).toBe(200);
    const csv = await exported.text();
    expect(csv).toContain(`${tag} csv two`);
    expect(csv).toContain('SI unit of force');
  });

  it('builds a test from the bank, publishes it, and shows results with tab switches, CSV and statistics', async () => {
    const page = b.page;
    await logInAs(b.context, b.baseUrl, 'admin');
    await b.open('/Sidebar/MockTests/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Built ${tag}`);
    await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('45');
    await page.getByRole('button', { name: 'Add questions' }).click();
    const picker = page.getByRole('dialog', { name: 'Add questions from the bank' });
    await picker.getByRole('searchbox', { name: 'Search questions' }).fill(`${tag} results`);
    await picker.getByRole('button', { name: /results Q1/ }).click();
    await picker.getByRole('button', { name: /results Q2/ }).click();
    await picker.getByRole('button', { name: 'Add 2 selected' }).click();
    await page
      .getByRole('list', { name: 'Questions of section 1' })
      .getByRole('listitem')
      .nth(1)
      .waitFor();
    await screenshot(page, 'admin-builder-1280');
    await page.getByRole('button', { name: 'Save test' }).click();
    await page.getByText('Test created (unpublished).').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit Test' }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    // The builder's window opens now: a test published at once is open, not upcoming (27.15).
    await page.getByText('Published · open').waitFor();

    // Results of the test the student took through the API.
    await b.open(`/Sidebar/MockTests/${takenTest.id}/results`);
    const results = page.getByRole('table', { name: 'Results' });
    const row = results.getByRole('row').filter({ hasText: '(student)' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    // Rank, student, attempt, score 4 − 1 = 3, correct 1, wrong 1, unattempted 0, 50%, percentile.
    expect(cells.slice(0, 9)).toEqual([
      '1',
      expect.stringContaining('(student)'),
      '1',
      '3',
      '1',
      '1',
      '0',
      '50%',
      '100.0000000',
    ]);
    expect(cells[11]).toBe('2');
    const stats = page.getByRole('table', { name: 'Per-question statistics' });
    expect(await stats.getByRole('row').nth(1).innerText()).toMatch(
      /Q1[\s\S]*A\s+1\s+0\s+0\s+0\s+1\s+0\s+0/,
    );
    const csv = await page.request.get(`/api/admin/mock-tests/${takenTest.id}/results.csv`);
    expect(await csv.text()).toMatch(/Rank,Student ID/);
    await screenshot(page, 'admin-results-1280');

    // The student's review from the row.
    await row.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('dialog').getByText('Question review').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // A wrong question dropped after the test: everyone gets its marks and the score is recomputed.
    await b.open(`/Sidebar/MockTests/${takenTest.id}`);
    await page
      .getByRole('table', { name: 'Questions of the test' })
      .getByRole('row')
      .nth(2)
      .getByRole('button', { name: 'Drop' })
      .click();
    await page.getByText(/Question dropped; 1 attempt\(s\) rescored\./).waitFor();
    await b.open(`/Sidebar/MockTests/${takenTest.id}/results`);
    const rescored = page
      .getByRole('table', { name: 'Results' })
      .getByRole('row')
      .filter({ hasText: '(student)' })
      .getByRole('cell')
      .nth(3);
    await rescored.filter({ hasText: /^8$/ }).waitFor();
  });
});

describe('admin Mock Tests on a phone', () => {
  const p = useBrowser(phone);

  it('shows the tests list and results at 375px', async () => {
    const page = p.page;
    await logInAs(p.context, p.baseUrl, 'admin');
    await p.open('/Sidebar/MockTests');
    await page.getByRole('table', { name: 'Mock tests' }).waitFor();
    await screenshot(page, 'admin-tests-375');
    await p.open(`/Sidebar/MockTests/${takenTest.id}/results`);
    await page.getByRole('table', { name: 'Results' }).getByRole('row').nth(1).waitFor();
    await screenshot(page, 'admin-results-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
