// Issue 12: every flow completes by keyboard. An admin adds a notice, and a student logs in,
// opens that notice from the top bar's search and switches the interface to Punjabi, with Tab,
// Shift+Tab, Enter and the arrow keys only: no click anywhere.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { istDate } from '#shared/ist.ts';
import { desktop, useBrowser } from '../support/browser';
import { languageSwitch, scripts, waitForHtmlLang } from '../support/i18n-page';
import { adminApi, runTag } from '../support/mock-tests';
import { logInAs } from '../support/session';
import { newPortalStudent } from '../student/portal-helpers';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, key = 'Tab', most = 60) {
  await target.waitFor();
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${String(target)}`);
}

describe('by keyboard only', () => {
  const b = useBrowser(desktop);

  it('an admin adds a notice: sidebar link, form fields, Save', async () => {
    const title = `Keyboard notice ${runTag()}`;
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Create Notice' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/Sidebar/CreateNotice');
    const form = page.getByRole('form', { name: /notice/i });
    await tabTo(page, form.getByRole('textbox', { name: /^Title/ }));
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Classes start at 9 AM on Monday.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Office');
    await tabTo(page, form.getByPlaceholder('dd-mm-yyyy'));
    const [y, m, d] = istDate(new Date()).split('-');
    await page.keyboard.type(`${d}-${m}-${y}`);
    // Back past the field to Save would be Shift+Tab for the Reset button: go forward to Save.
    await tabTo(page, form.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('Notice has been successfully sent!').waitFor();
    await page.getByRole('list').getByText(title).waitFor();
  });

  it('a student logs in, opens a notice from the search and switches to Punjabi', async () => {
    const tag = runTag();
    const title = `Keyboard holiday ${tag}`;
    const api = await adminApi(inject('baseUrl'));
    const posted = await api.post('/api/notices', {
      data: {
        title,
        details: 'No classes on Friday.',
        postedBy: 'Office',
        date: istDate(new Date()),
      },
    });
    expect(posted.status()).toBe(201);
    await api.dispose();
    const student = await newPortalStudent(b.baseUrl);

    const page = await b.open('/login');
    await tabTo(page, page.getByLabel('ID', { exact: true }));
    await page.keyboard.type(student.studentId);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(student.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/Sdashboard');

    const search = page.getByRole('searchbox');
    await tabTo(page, search);
    await page.keyboard.type(title);
    const hit = page.locator('.dash-search__hit').filter({ hasText: title });
    await hit.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => hit.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/Sdashboard\/Notice\?title=/);
    await page.locator('main').getByText('No classes on Friday.').waitFor();

    // The top bar's language switch, back from the page with Shift+Tab; the arrow picks Punjabi.
    await tabTo(page, languageSwitch(page), 'Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await waitForHtmlLang(page, 'pa');
    await expect.poll(() => page.locator('main h1').innerText()).toMatch(scripts.pa.letters);
  });
});
