// Issue 27.5, 27.6, 27.7: what the round-2 walk met in a mock test. A reload is not a tab
// switch; Back after the result never shows the live exam; a language chosen by the address
// (/pa/login) survives a reload of the dashboard and of the exam.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestDetail } from '#shared/mock-test-builder.ts';
import { phone, useBrowser } from '../support/browser';
import { htmlLang, languageCookie, openPublicIn, waitForHtmlLang } from '../support/i18n-page';
import { adminApi, createPublishedTest, createQuestion, runTag } from '../support/mock-tests';
import { demoStudent, logInAs, waitForPath } from '../support/session';

let test: TestDetail;

beforeAll(async () => {
  const tag = runTag();
  const api = await adminApi(inject('baseUrl'));
  const q = (n: number) =>
    createQuestion(api, {
      type: 'mcq',
      text: `${tag} walk Q${n}: 2 + ${n} is`,
      options: { A: `${n}`, B: `${2 + n}`, C: `${3 + n}`, D: `${4 + n}` },
      correctOption: 'B',
      subject: 'Mathematics',
    });
  const questions = [await q(1), await q(2)];
  test = await createPublishedTest(
    api,
    [{ title: 'Maths', questionIds: questions.map((x) => x.id) }],
    {
      title: `Walk drill ${tag}`,
      attemptsAllowed: 5,
    },
  );
  await api.dispose();
});

/** Opens the test's instructions, declares and begins; returns the attempt's id. */
async function begin(page: Page, declaration: RegExp, ready: string): Promise<number> {
  // The demo student is shared by every file: one left in another test (a one-minute test the
  // server has not yet closed) would refuse this start (one attempt at a time).
  const list = await page.request.get('/api/student/mock-tests');
  const { available } = (await list.json()) as { available: { activeAttemptId: number | null }[] };
  for (const t of available) {
    if (t.activeAttemptId === null) continue;
    const origin = new URL(page.url() === 'about:blank' ? list.url() : page.url()).origin;
    await page.request.post(`/api/student/mock-attempts/${t.activeAttemptId}/submit`, {
      headers: { origin },
    });
  }
  await page.goto(`/Sdashboard/mocktest?test=${test.id}`, { waitUntil: 'load' });
  await page.getByRole('checkbox', { name: declaration }).check();
  await page.getByRole('button', { name: ready }).click();
  await page.getByTestId('time-left').waitFor();
  return Number(new URL(page.url()).searchParams.get('attempt'));
}

async function tabSwitches(page: Page, attemptId: number): Promise<number> {
  const res = await page.request.get(`/api/student/mock-attempts/${attemptId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tabSwitches: number }).tabSwitches;
}

describe('Mock test: reload and Back (27.6, 27.7)', () => {
  const b = useBrowser();

  it('a reload is not a tab switch; a hidden tab is', async () => {
    const page = b.page;
    await b.context.addCookies([{ name: 'lang', value: 'en', url: b.baseUrl }]);
    await logInAs(b.context, b.baseUrl, 'student');
    const attemptId = await begin(page, /I have read and understood/, 'I am ready to begin');

    for (let i = 0; i < 2; i++) {
      await page.reload({ waitUntil: 'load' });
      await page.getByTestId('time-left').waitFor();
    }
    // Any report the unloading page sent has arrived by the time the reloaded exam is drawn.
    expect(await tabSwitches(page, attemptId)).toBe(0);

    // Another tab or app hides the page: that is a switch, reported at once.
    const reported = page.waitForResponse((r) => r.url().endsWith('/tab-switches'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await reported).status()).toBeLessThan(300);
    expect(await tabSwitches(page, attemptId)).toBe(1);
    await page.request.post(`/api/student/mock-attempts/${attemptId}/submit`, {
      headers: { origin: b.baseUrl },
    });
  });

  it('Back after the result shows the submitted attempt, never the live exam', async () => {
    const page = b.page;
    await b.context.addCookies([{ name: 'lang', value: 'en', url: b.baseUrl }]);
    await logInAs(b.context, b.baseUrl, 'student');
    const attemptId = await begin(page, /I have read and understood/, 'I am ready to begin');

    // Submit, open the result, then Back: the submitted attempt, never the clock or the options.
    await page.getByRole('radio', { name: /^\(2\)/ }).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, submit' }).click();
    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();
    // Nothing is saved after the submission, not even the question Back opens again (the
    // server would refuse it: once a 409 in this walk).
    const late: string[] = [];
    page.on('request', (r) => {
      if (/\/mock-attempts\/\d+\/(answers|position|tab-switches)/.test(r.url())) late.push(r.url());
    });
    await page.getByRole('link', { name: 'See your result' }).click();
    // The demo test's window is still open: the answers wait for it to close (decision 045).
    await page.getByText(/The answers are shown after the test closes/).waitFor();
    // Watches every change of the page from now on for the exam's clock or an answer option.
    await page.evaluate(() => {
      const w = window as unknown as { sawExam: boolean };
      w.sawExam = false;
      const look = () => {
        if (
          document.querySelector('[data-testid="time-left"], input[type="radio"]:not([disabled])')
        )
          w.sawExam = true;
      };
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
    });
    await page.goBack();
    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();
    expect(new URL(page.url()).searchParams.get('attempt')).toBe(String(attemptId));
    expect(await page.evaluate(() => (window as unknown as { sawExam: boolean }).sawExam)).toBe(
      false,
    );
    await page.goForward();
    await page.getByText(/The answers are shown after the test closes/).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawExam: boolean }).sawExam)).toBe(
      false,
    );
    expect(late).toEqual([]);
  });
});

describe('A language chosen by the address survives a reload (27.5)', () => {
  const p = useBrowser(phone);

  it('logs in on /pa/login: the dashboard and a test in progress stay Punjabi after reloads', async () => {
    const page = p.page;
    // The shared demo student's stored language may be English (other files put it back).
    await p.open('/pa/login');
    // The login form sends once React has hydrated it (before, the browser would send it).
    await page.waitForFunction(() => {
      const form = document.querySelector('form');
      return !!form && Object.keys(form).some((k) => k.startsWith('__reactProps'));
    });
    expect((await languageCookie(page))?.value).toBe('pa');
    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByLabel('ਪਾਸਵਰਡ', { exact: true }).fill(demoStudent.password);
    await page.getByRole('button', { name: 'ਲੌਗ ਇਨ', exact: true }).click();
    await waitForPath(page, '/Sdashboard', 15_000);
    await waitForHtmlLang(page, 'pa');
    await page.reload({ waitUntil: 'load' });
    await waitForHtmlLang(page, 'pa');
    expect(await page.getByRole('navigation').first().innerText()).toMatch(/[\u0A00-\u0A7F]/);

    const attemptId = await begin(page, /ਮੈਂ ਹਦਾਇਤਾਂ ਪੜ੍ਹ ਕੇ/, 'ਮੈਂ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਤਿਆਰ ਹਾਂ');
    await page.getByText('ਬਾਕੀ ਸਮਾਂ:').waitFor();
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('time-left').waitFor();
    expect(await htmlLang(page)).toBe('pa-IN');
    await page.getByText('ਬਾਕੀ ਸਮਾਂ:').waitFor();
    await page.screenshot({ path: '/tmp/ui-shots/exam-pa-after-reload-375.png' });
    const done = await page.request.post(`/api/student/mock-attempts/${attemptId}/submit`, {
      headers: { origin: p.baseUrl },
    });
    expect(done.status()).toBe(200);
  });

  it('a Hindi link opened later is the new choice; the account’s stored one fills in only where none was made', async () => {
    const page = p.page;
    await logInAs(p.context, p.baseUrl, 'student');
    // This browser has made no choice: the account's stored language (English here) is used.
    await p.open('/Sdashboard');
    await page.locator('.dash-topbar').waitFor();
    await openPublicIn(p, 'hi', '/Courses');
    expect((await languageCookie(page))?.value).toBe('hi');
    await p.open('/Sdashboard');
    await waitForHtmlLang(page, 'hi');
    await page.reload({ waitUntil: 'load' });
    await waitForHtmlLang(page, 'hi');
  });
});
