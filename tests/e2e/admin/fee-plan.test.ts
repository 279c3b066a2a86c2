import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { feeMessages } from '#shared/fees.ts';
import { istDate } from '#shared/ist.ts';
import { newPortalStudent, logInThroughPage } from '../student/portal-helpers';
import { desktop, phone, useBrowser, type BrowserHarness } from '../support/browser';
import { logInAs } from '../support/session';

const shots = process.env.E2E_SCREENSHOTS;
const day = 24 * 60 * 60 * 1000;
const past = istDate(new Date(Date.now() - 20 * day));
const later = istDate(new Date(Date.now() + 60 * day));

/** The Fees screen, as the office. */
async function openFees(b: BrowserHarness) {
  await logInAs(b.context, b.baseUrl, 'admin');
  const page = await b.open('/Sidebar/Fees');
  await page.getByRole('table', { name: 'Fee balances' }).waitFor();
  return page;
}

/** The Instalments dialog of the student's (only) account; on a phone through the row's menu. */
async function openPlan(page: Page, studentId: string, onPhone = false) {
  const row = page.getByRole('row').filter({ hasText: studentId });
  if (onPhone) {
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Instalments' }).click();
  } else {
    await row.getByRole('button', { name: /^Instalments of / }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Instalments' });
  await dialog.getByRole('group', { name: 'Instalment 1' }).waitFor();
  return { row, dialog };
}

/** Whether the page scrolls sideways (something wider than the screen). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('instalment plans (1280px)', () => {
  const b = useBrowser(desktop);

  it('the office splits a fee into instalments; the student sees them, the overdue one standing out', async () => {
    // A new course of ₹3,500 with one student in it.
    const student = await newPortalStudent(b.baseUrl);
    const page = await openFees(b);
    const { row, dialog } = await openPlan(page, student.studentId);
    const total = dialog.getByLabel('Total of the instalments');

    const first = dialog.getByRole('group', { name: 'Instalment 1' });
    await first.getByLabel(/^Due date/).fill(past);
    await first.getByLabel(/^Amount/).fill('1,500');
    await dialog.getByRole('button', { name: 'Add instalment' }).click();
    const second = dialog.getByRole('group', { name: 'Instalment 2' });
    await second.getByLabel(/^Due date/).fill(later);
    await second.getByLabel(/^Amount/).fill('1,000');
    expect(await total.inputValue()).toBe('₹2,500 of ₹3,500');
    await dialog.getByText('₹1,000 still to plan.').waitFor();

    // The rule of the API: the instalments add up to the total fee; its message is on the field.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(feeMessages.planSum).waitFor();
    expect(await total.getAttribute('aria-invalid')).toBe('true');
    if (shots) await page.screenshot({ path: `${shots}/admin-instalments-1280.png` });

    // A third row, then removed again: the rows follow.
    await dialog.getByRole('button', { name: 'Add instalment' }).click();
    await dialog.getByRole('button', { name: 'Remove instalment 3' }).click();
    expect(await dialog.getByRole('group', { name: /^Instalment \d/ }).count()).toBe(2);

    await second.getByLabel(/^Amount/).fill('2,000');
    expect(await total.inputValue()).toBe('₹3,500 of ₹3,500');
    expect(await total.getAttribute('aria-invalid')).toBe('false');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: feeMessages.planSaved }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('₹1,500 overdue').waitFor();

    // The student's Fee page: both instalments, the overdue one marked and coloured apart.
    await b.context.clearCookies();
    await logInThroughPage(page, student.studentId, student.password);
    await page.goto('/Sdashboard/fee');
    const section = page.getByRole('region', { name: student.courseName });
    const items = section.getByRole('list', { name: 'Instalments' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    const overdue = items.filter({ hasText: 'Overdue' });
    const due = items.filter({ hasText: 'Due ' }).filter({ hasNotText: 'Overdue' });
    expect(await overdue.innerText()).toContain('₹1,500');
    expect(await due.innerText()).toContain('₹2,000');
    const background = (l: typeof overdue) =>
      l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(overdue)).not.toBe(await background(due));
    await section.getByText('₹1,500 is overdue').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/student-instalments-1280.png` });
  });
});

describe('instalment plans (375px)', () => {
  const b = useBrowser(phone);

  it('the balances and the dialog fit a phone: actions in a menu, rows stacked', async () => {
    const student = await newPortalStudent(b.baseUrl);
    const page = await openFees(b);
    const table = page.getByRole('table', { name: 'Fee balances' });
    expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    const { dialog } = await openPlan(page, student.studentId, true);
    await dialog.getByRole('button', { name: 'Add instalment' }).click();
    const second = dialog.getByRole('group', { name: 'Instalment 2' });
    await second.getByLabel(/^Amount/).fill('3,500');
    const date = await second.getByLabel(/^Due date/).boundingBox();
    const amount = await second.getByLabel(/^Amount/).boundingBox();
    // On a phone the amount sits under the date.
    expect(amount!.y).toBeGreaterThan(date!.y + date!.height - 1);
    expect(await overflows(page)).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/admin-instalments-375.png` });
  });
});
