// Issue 27.15: Exam Upload keeps the chosen course across visits; Record payment refuses more
// than the unpaid amount with the other mistakes, on the first submit; swipe hints only where a
// table overflows.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { feeMessages } from '#shared/fees.ts';
import { desktop, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

/** Each table scroller on the page: does it overflow, and is a swipe hint shown for it? */
async function scrollers(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.MuiTableContainer-root')).map((box) => ({
      overflows: box.scrollWidth > box.clientWidth + 1,
      hinted: box.hasAttribute('data-overflows'),
      width: `${box.scrollWidth}/${box.clientWidth}`,
    })),
  );
}

describe('admin friction (27.15)', () => {
  const b = useBrowser(desktop);
  beforeEach(() => logInAs(b.context, b.baseUrl, 'admin'));

  it('Exam Upload keeps the chosen course when the admin comes back from the menu', async () => {
    const page = await b.open('/Sidebar/Exams');
    const course = page.getByRole('combobox', { name: 'Course' });
    await course.waitFor();
    await course.click();
    await page.getByRole('option', { name: 'Web Designing', exact: true }).click();
    await expect.poll(() => course.innerText()).toBe('Web Designing');
    expect(new URL(page.url()).searchParams.get('course')).toMatch(/^\d+$/);

    await page.getByRole('link', { name: 'Fees' }).click();
    await page.waitForURL(/\/Sidebar\/Fees$/);
    await page.getByRole('link', { name: 'Exam Upload' }).click();
    await page.waitForURL(/\/Sidebar\/Exams/);
    await expect.poll(() => course.innerText()).toBe('Web Designing');
    await page.reload();
    await expect.poll(() => course.innerText()).toBe('Web Designing');
  });

  it('Record payment shows "more than the balance" with the other mistakes at once', async () => {
    const page = await b.open('/Sidebar/Fees');
    const row = page.getByRole('row').filter({ hasText: 'ACA-2026-0002' });
    await row.getByRole('button', { name: /^Record payment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel(/^Amount/).fill('99,00,000');
    await dialog.getByRole('combobox', { name: /^Method/ }).click();
    await page.getByRole('option', { name: 'UPI' }).click();
    await dialog.getByLabel(/^UPI reference/).fill('12345');
    await dialog.getByRole('button', { name: 'Save and issue receipt' }).click();
    await dialog.getByText(feeMessages.upiReference).waitFor();
    await dialog.getByText(feeMessages.tooMuch).waitFor();
  });

  // The walk saw hints at 1280 px where the table fits; not reproduced on these screens (the
  // hint follows a ResizeObserver on the scroller): this keeps it so.
  it('at 1280 px, a swipe hint stands only over a table that overflows', async () => {
    const check = async (path: string) => {
      const page = await b.open(path);
      await page.locator('.MuiTableContainer-root').first().waitFor();
      await expect
        .poll(async () => (await scrollers(page)).filter((s) => s.hinted !== s.overflows))
        .toEqual([]);
    };
    for (const path of ['/Sidebar/StudentData', '/Sidebar/StudentList', '/Sidebar/TeacherData']) {
      await check(path);
    }
    await logInAs(b.context, b.baseUrl, 'student');
    for (const path of ['/Sdashboard/fee', '/Sdashboard/MidTerm']) await check(path);
  });
});
