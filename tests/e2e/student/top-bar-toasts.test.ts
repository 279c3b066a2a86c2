// Issue 27.14: the dashboard's top bar is opaque; a toast raised before a redirect (the login's
// "Redirecting...") sits under the phone's top bar, not over it; the offline banner counts the
// answers kept, not the moves queued beside them.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestDetail } from '#shared/mock-test-builder.ts';
import { phone, useBrowser } from '../support/browser';
import { adminApi, createPublishedTest, createQuestion, runTag } from '../support/mock-tests';
import { demoStudent, logInAs, waitForPath } from '../support/session';

let test: TestDetail;

beforeAll(async () => {
  const tag = runTag();
  const api = await adminApi(inject('baseUrl'));
  const ids: number[] = [];
  for (let n = 1; n <= 3; n++) {
    const q = await createQuestion(api, {
      type: 'mcq',
      text: `${tag} banner Q${n}: 5 − ${n} is`,
      options: { A: `${5 - n}`, B: `${6 - n}`, C: `${7 - n}`, D: `${8 - n}` },
      correctOption: 'A',
      subject: 'Mathematics',
    });
    ids.push(q.id);
  }
  test = await createPublishedTest(api, [{ title: 'Maths', questionIds: ids }], {
    title: `Offline banner ${tag}`,
    attemptsAllowed: 3,
  });
  await api.dispose();
});

describe('the dashboard top bar on a phone', () => {
  const p = useBrowser(phone);

  it('is opaque, and the login toast shows under it after the redirect', async () => {
    const page = await p.open('/login');
    await page.waitForFunction(() => {
      const form = document.querySelector('form');
      return !!form && Object.keys(form).some((k) => k.startsWith('__reactProps'));
    });
    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByLabel('Password', { exact: true }).fill(demoStudent.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/Sdashboard');
    const bar = page.locator('.dash-topbar');
    await bar.waitFor();
    const toast = page.locator('.toast').filter({ hasText: 'Login successful! Redirecting...' });
    expect(await toast.isVisible()).toBe(true);
    // The region follows the bar's height once the bar is measured.
    await page.waitForFunction(() =>
      document.documentElement.style.getPropertyValue('--dash-topbar-height'),
    );
    const barBox = (await bar.boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    await page.screenshot({ path: '/tmp/ui-shots/toast-under-topbar-375.png' });
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
  });
});

describe('the offline banner', () => {
  const b = useBrowser();

  it("counts two answers kept offline as two, beside the next question's visit and a move", async () => {
    const page = b.page;
    await b.context.addCookies([{ name: 'lang', value: 'en', url: b.baseUrl }]);
    await logInAs(b.context, b.baseUrl, 'student');
    await b.open(`/Sdashboard/mocktest?test=${test.id}`);
    await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await page.getByRole('button', { name: 'I am ready to begin' }).click();
    await page.getByTestId('time-left').waitFor();
    const attemptId = Number(new URL(page.url()).searchParams.get('attempt'));

    b.allowConsole(/ERR_INTERNET_DISCONNECTED/);
    await b.context.setOffline(true);
    for (const n of [1, 2]) {
      await page.getByRole('heading', { name: `Question No. ${n}` }).waitFor();
      await page.getByRole('radio', { name: /^\(1\)/ }).check();
      await page.getByRole('button', { name: 'Save & Next' }).click();
    }
    // A palette click saves nothing; the move waits in the queue beside the answers.
    await page.getByRole('button', { name: /^Question 1, / }).click();
    await page.waitForFunction(
      (key) => (window.localStorage.getItem(key) ?? '').includes('"position"'),
      `mock-attempt:${attemptId}:queue`,
    );
    const banner = page.getByText(/You are offline/);
    expect(await banner.innerText()).toMatch(/^You are offline\. 2 answer\(s\)/);

    await b.context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    const done = await page.request.post(`/api/student/mock-attempts/${attemptId}/submit`, {
      headers: { origin: b.baseUrl },
    });
    expect(done.status()).toBe(200);
  });
});
