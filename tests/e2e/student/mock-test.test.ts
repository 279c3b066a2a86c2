import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestDetail } from '#shared/mock-test-builder.ts';
import { phone, useBrowser, type BrowserHarness } from '../support/browser';
import {
  adminApi,
  closeWindow,
  createPublishedTest,
  createQuestion,
  runTag,
  screenshot,
} from '../support/mock-tests';
import { logInAs } from '../support/session';

let tag = '';
let fullTest: TestDetail;
let oneMinuteTest: TestDetail;

beforeAll(async () => {
  tag = runTag();
  const api = await adminApi(inject('baseUrl'));
  const mcq = (n: number, correctOption: 'A' | 'B' | 'C' | 'D') =>
    createQuestion(api, {
      type: 'mcq',
      text: `${tag} Q${n}: A body starts from rest with acceleration 2 m/s². Its speed after ${n} s is`,
      options: { A: `${n} m/s`, B: `${2 * n} m/s`, C: `${3 * n} m/s`, D: `${4 * n} m/s` },
      correctOption,
      explanation: `v = u + at = 0 + 2 × ${n} = ${2 * n} m/s.`,
      subject: 'Physics',
      topic: 'Kinematics',
    });
  const q1 = await mcq(1, 'B');
  const q2 = await mcq(2, 'B');
  const q3 = await mcq(3, 'B');
  const q4 = await createQuestion(api, {
    type: 'numerical',
    text: `${tag} Q4: The value of 5 ÷ 2 is`,
    range: { min: '2.4', max: '2.6' },
    explanation: '5 ÷ 2 = 2.5.',
    subject: 'Mathematics',
  });
  const q5 = await createQuestion(api, {
    type: 'numerical',
    text: `${tag} Q5: The value of 9 − 6 is`,
    range: { min: '3', max: '3' },
    explanation: '9 − 6 = 3.',
    subject: 'Mathematics',
  });
  fullTest = await createPublishedTest(
    api,
    [
      { title: 'Physics', questionIds: [q1.id, q2.id, q3.id] },
      { title: 'Mathematics', questionIds: [q4.id, q5.id] },
    ],
    {
      title: `JEE Practice ${tag}`,
      instructions: 'Answer every question you can. Numerical answers use the keypad.',
      attemptsAllowed: 2,
    },
  );
  oneMinuteTest = await createPublishedTest(
    api,
    [{ title: 'Physics', questionIds: [q1.id, q2.id] }],
    {
      title: `One-minute drill ${tag}`,
      durationMinutes: 1,
    },
  );
  await api.dispose();
});

const paletteButton = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Question ${n}, `) });

async function expectState(page: Page, n: number, state: string) {
  const label = await paletteButton(page, n).getAttribute('aria-label');
  expect(label).toBe(`Question ${n}, ${state}`);
}

async function openFromList(b: BrowserHarness, title: string) {
  const page = b.page;
  await b.open('/Sdashboard/mocktest');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('link', { name: /Start|Resume/ }).click();
  await page.getByRole('button', { name: 'I am ready to begin' }).waitFor();
}

/** Opens the student's test in progress in a second browser context (another device). */
async function resumeElsewhere(b: BrowserHarness, check: (page: Page) => Promise<void>) {
  const context = await b.context.browser()!.newContext({ baseURL: b.baseUrl, locale: 'en-IN' });
  try {
    context.setDefaultTimeout(15_000);
    await logInAs(context, b.baseUrl, 'student');
    const page = await context.newPage();
    await page.goto('/Sdashboard/mocktest', { waitUntil: 'load' });
    const card = page.getByRole('listitem').filter({ hasText: fullTest.title });
    await card.getByRole('link', { name: 'Resume' }).click();
    await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await page.getByRole('button', { name: 'I am ready to begin' }).click();
    await check(page);
  } finally {
    await context.close();
  }
}

describe('Mock Test: taking a whole test', () => {
  const b = useBrowser();

  it('answers, marks, clears, resumes after a reload and offline, submits and sees the result', async () => {
    const page = b.page;
    await logInAs(b.context, b.baseUrl, 'student');
    await openFromList(b, fullTest.title);
    await screenshot(page, 'student-instructions-1280');
    const begin = page.getByRole('button', { name: 'I am ready to begin' });
    expect(await begin.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await begin.click();

    await page.getByRole('heading', { name: 'Question No. 1' }).waitFor();
    await expectState(page, 1, 'Not Answered');
    await expectState(page, 2, 'Not Visited');
    // Q1: B, saved.
    await page.getByRole('radio', { name: /^\(2\)/ }).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('heading', { name: 'Question No. 2' }).waitFor();
    await expectState(page, 1, 'Answered');
    // Q2: B, saved and marked; then cleared; then C saved and marked (evaluated: wrong).
    await page.getByRole('radio', { name: /^\(2\)/ }).check();
    await page.getByRole('button', { name: 'Save & Mark for Review' }).click();
    await expectState(page, 2, 'Answered & Marked for Review');
    await paletteButton(page, 2).click();
    await page.getByRole('button', { name: 'Clear Response' }).click();
    await expectState(page, 2, 'Not Answered');
    expect(await page.getByRole('radio', { name: /^\(2\)/ }).isChecked()).toBe(false);
    await page.getByRole('radio', { name: /^\(3\)/ }).check();
    await page.getByRole('button', { name: 'Save & Mark for Review' }).click();
    // Q3: a choice, then Mark for Review & Next: marked without the answer.
    await page.getByRole('heading', { name: 'Question No. 3' }).waitFor();
    await page.getByRole('radio', { name: /^\(1\)/ }).check();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    // Now on the Mathematics section's first question: the keypad.
    await page.getByRole('heading', { name: 'Question No. 4' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Mathematics' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    for (const key of ['2', 'Decimal point', '5']) {
      await page.getByRole('button', { name: key, exact: true }).click();
    }
    expect(await page.getByRole('textbox', { name: 'Your answer' }).inputValue()).toBe('2.5');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('heading', { name: 'Question No. 5' }).waitFor();
    await expectState(page, 4, 'Answered');
    // A palette click does not save: Q1 keeps B.
    await page.getByRole('tab', { name: 'Physics' }).click();
    await page.getByRole('radio', { name: /^\(4\)/ }).check();
    await paletteButton(page, 3).click();
    await expectState(page, 3, 'Marked for Review');
    await paletteButton(page, 1).click();
    expect(await page.getByRole('radio', { name: /^\(2\)/ }).isChecked()).toBe(true);
    await screenshot(page, 'student-exam-1280');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // Reload mid-test: every state and answer is back, on the same question.
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Question No. 1' }).waitFor();
    expect(await page.getByRole('radio', { name: /^\(2\)/ }).isChecked()).toBe(true);
    await expectState(page, 1, 'Answered');
    await expectState(page, 2, 'Answered & Marked for Review');
    await expectState(page, 3, 'Marked for Review');
    await page.getByRole('tab', { name: 'Mathematics' }).click();
    await expectState(page, 4, 'Answered');
    await expectState(page, 5, 'Not Answered');
    expect(await page.getByRole('textbox', { name: 'Your answer' }).inputValue()).toBe('2.5');

    // Offline: the answer is kept, the page says so, and it is sent when the network returns.
    await paletteButton(page, 5).click();
    // The browser logs each request it could not send while offline.
    b.allowConsole(/ERR_INTERNET_DISCONNECTED/);
    await b.context.setOffline(true);
    await page.getByRole('textbox', { name: 'Your answer' }).press('7');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByText(/You are offline/).waitFor();
    await expectState(page, 5, 'Answered');
    await screenshot(page, 'student-exam-offline-1280');
    await b.context.setOffline(false);
    await page.getByText(/You are offline/).waitFor({ state: 'detached', timeout: 15_000 });
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Question No. 5' }).waitFor();
    await expectState(page, 5, 'Answered');

    // Moves that save nothing tell the server where the student is (throttled): another device
    // opens the test on that question, with every state and answer.
    const q2 = fullTest.sections[0]!.questions[1]!.questionId;
    const moved = page.waitForResponse(
      (res) =>
        res.url().endsWith('/position') &&
        res.request().postDataJSON()?.questionId === q2 &&
        res.status() === 200,
      { timeout: 15_000 },
    );
    await page.getByRole('tab', { name: 'Physics' }).click();
    await paletteButton(page, 2).click();
    await page.getByRole('heading', { name: 'Question No. 2' }).waitFor();
    await moved;
    await resumeElsewhere(b, async (other) => {
      await other.getByRole('heading', { name: 'Question No. 2' }).waitFor();
      expect(await other.getByRole('radio', { name: /^\(3\)/ }).isChecked()).toBe(true);
      await expectState(other, 1, 'Answered');
      await expectState(other, 2, 'Answered & Marked for Review');
      await expectState(other, 3, 'Marked for Review');
    });

    // Submit: the summary by state, then confirm.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
    await dialog.waitFor();
    const totals = await dialog.getByRole('row').filter({ hasText: 'Total' }).innerText();
    // Not Visited, Not Answered, Answered, Marked for Review, Answered & Marked for Review.
    expect(totals.split(/\s+/).slice(1).join(' ')).toBe('0 0 3 1 1');
    await screenshot(page, 'student-submit-1280');
    await dialog.getByRole('button', { name: 'Yes, submit' }).click();
    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();
    await page.getByRole('link', { name: 'See your result' }).click();

    // Result: 4 − 1 + 0 + 4 − 1 = 6 of 20; rank and percentile among the takers. The review
    // waits for the window to close: an attempt is left, and classmates can still sit it.
    await page.getByText(/^The answers are shown after the test closes on /).waitFor();
    expect(await page.getByText('Question review').count()).toBe(0);
    const figure = async (label: string) =>
      page
        .locator('p', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::p')
        .innerText();
    expect(await figure('Score')).toBe('6 / 20');
    expect(await figure('Correct')).toBe('2');
    expect(await figure('Wrong')).toBe('2');
    expect(await figure('Unattempted')).toBe('1');
    expect(await figure('Negative marks')).toBe('-2');
    expect(await figure('Accuracy')).toBe('50%');
    expect(await figure('Rank')).toMatch(/^\d+ of \d+$/);
    expect(await figure('Percentile')).toMatch(/^\d{1,3}\.\d{7}$/);
    expect(await page.getByRole('table', { name: 'Section-wise result' }).innerText()).toContain(
      'Mathematics',
    );
    await screenshot(page, 'student-result-1280');
  });
});

describe('Mock Test on a phone', () => {
  const p = useBrowser(phone);

  it('shows the list, the exam with its palette drawer and keypad at 375px, by keyboard too', async () => {
    const page = p.page;
    await logInAs(p.context, p.baseUrl, 'student');
    await p.open('/Sdashboard/mocktest');
    await page.getByRole('heading', { name: 'Available' }).waitFor();
    await screenshot(page, 'student-list-375');
    const card = page.getByRole('listitem').filter({ hasText: fullTest.title });
    await card.getByRole('link', { name: /Start|Resume/ }).click();
    await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await page.getByRole('button', { name: 'I am ready to begin' }).click();
    await page.getByRole('heading', { name: 'Question No. 1' }).waitFor();
    // No horizontal scrolling at 375px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'student-exam-375');
    // By keyboard: focus an option, pick it with the arrow keys, Save & Next with Enter.
    await page.getByRole('radio', { name: /^\(1\)/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /^\(2\)/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save & Next' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Question No. 2' }).waitFor();
    await page.getByRole('button', { name: 'Question palette', exact: true }).click();
    await paletteButton(page, 1).waitFor();
    await expectState(page, 1, 'Answered');
    await screenshot(page, 'student-palette-375');
    await paletteButton(page, 2).click();
    await page.getByRole('tab', { name: 'Mathematics' }).click();
    await page.getByRole('heading', { name: 'Question No. 4' }).waitFor();
    await screenshot(page, 'student-keypad-375');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, submit' }).click();
    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();
    await page.getByRole('link', { name: 'See your result' }).click();
    await page.getByText(/^The answers are shown after the test closes on /).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'student-result-375');
  });
});

describe('Mock Test: the time runs out', () => {
  const b = useBrowser();

  it(
    'shows the server’s submission when a one-minute test reaches zero',
    { timeout: 150_000 },
    async () => {
      const page = b.page;
      await logInAs(b.context, b.baseUrl, 'student');
      await openFromList(b, oneMinuteTest.title);
      await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
      await page.getByRole('button', { name: 'I am ready to begin' }).click();
      await page.getByRole('heading', { name: 'Question No. 1' }).waitFor();
      expect(await page.getByTestId('time-left').innerText()).toMatch(/^00:0[01]:\d\d$/);
      await page.getByRole('radio', { name: /^\(2\)/ }).check();
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await expectState(page, 1, 'Answered');
      // Nothing more is done: the server's clock ends the attempt.
      await page.getByRole('heading', { name: 'Time is up' }).waitFor({ timeout: 120_000 });
      await page.getByText(/The server submitted your test/).waitFor();
      await screenshot(page, 'student-time-up-1280');
      // Once the window has closed, the review shows keys and explanations.
      const api = await adminApi(b.baseUrl);
      await closeWindow(api, oneMinuteTest.id);
      await api.dispose();
      await page.getByRole('link', { name: 'See your result' }).click();
      await page.getByText('Question review').waitFor();
      await page.getByText('v = u + at = 0 + 2 × 1 = 2 m/s.').waitFor();
      expect(await page.getByText(/submitted .* by the server when time ran out/).count()).toBe(1);
    },
  );
});
