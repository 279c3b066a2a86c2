// Issue 21.2, decision 067: the Registration Form offers a batch for each ticked course that has
// batches (Automatic by default); the chosen batch is where Student Details shows the new student
// (English, 1280 px). On a 375 px phone in Punjabi the choice reads in Punjabi and axe finds
// nothing. Settings → "Teachers may publish results" is switched and stays after a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import {
  axeViolations,
  englishAfterEach,
  localeString,
  logInIn,
  screenshotDir,
} from '../support/i18n-page';
import { logInAs } from '../support/session';
import { fillRegistration, newApplicant } from './registration-helpers';

const shots = screenshotDir ?? '/work/shots/reg-ui';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openForm(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('Registration Form batch choice and the Settings switch (1280px)', () => {
  const b = useBrowser();

  it('registers a student into the batch chosen, and Student Details shows it', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sidebar/RegistrationForm');
    await openForm(page, 'Registration Form');
    const a = newApplicant('Jaspreet Kaur Gill');
    await fillRegistration(page, a);

    const batch = page.getByRole('combobox', { name: 'Batch for Full Stack Developer' });
    expect(await batch.innerText()).toBe('Automatic (by preferred timing)');
    await batch.click();
    await page.getByRole('option', { name: /^Morning A · Morning · \d+ seats? left$/ }).click();
    expect(await batch.innerText()).toMatch(/^Morning A · Morning/);
    await page.screenshot({ path: `${shots}/registration-batch-1280-en.png`, fullPage: true });

    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Registration successful!' });
    await alert.waitFor();
    const studentId = /ACA-\d{4}-\d{4,}/.exec((await alert.textContent()) ?? '')![0];
    // The form starts over: no course ticked, so no batch choice.
    await batch.waitFor({ state: 'detached' });

    await page.goto('/Sidebar/StudentList');
    const table = page.getByRole('table', { name: 'Enrolled students' });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await table
      .getByRole('row')
      .filter({ hasText: studentId })
      .getByRole('button', { name: 'View' })
      .click();
    const details = page.getByRole('dialog', { name: 'Student Details' });
    const history = details.getByRole('table', { name: 'Enrolments' });
    const course = history.getByRole('row').filter({ hasText: 'Full Stack Developer' });
    await course.getByRole('cell', { name: 'Morning A' }).waitFor();
  });

  it('switches "Teachers may publish results", and the choice stays after a reload', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/Settings');
    await page.getByRole('heading', { name: 'Exam results', level: 2 }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Teachers may publish results' });
    await page.waitForFunction(
      () =>
        !document
          .querySelector('[role="switch"], input[type="checkbox"]')
          ?.closest('.MuiSwitch-root')
          ?.querySelector('.Mui-disabled'),
    );
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    const before = await toggle.isChecked();
    await toggle.click();
    await page
      .getByText(
        before ? 'Only the office publishes results now.' : 'Teachers may now publish results.',
      )
      .waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(!before);
    expect(await axeViolations(page, { where: 'Settings', exclude: ['.toast'] })).toEqual([]);
    await page.screenshot({
      path: `${shots}/settings-teachers-publish-1280-en.png`,
      fullPage: true,
    });

    await page.reload();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(!before);
    const saved = await page.request.get('/api/admin/exam-settings/teachers-publish');
    expect(await saved.json()).toEqual({ teachersPublish: !before });

    // Put it back for the other files.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(before);
    await expect
      .poll(async () =>
        (await page.request.get('/api/admin/exam-settings/teachers-publish')).json(),
      )
      .toEqual({ teachersPublish: before });
  });
});

describe('Registration Form batch choice on a 375px phone in Punjabi', () => {
  const b = useBrowser(phone);
  englishAfterEach(b);

  it('offers the batches in Punjabi with Automatic first; axe finds nothing', async () => {
    const tr = (key: string, vars: Record<string, string> = {}) =>
      localeString('pa', key, vars, 'admin-people');
    await logInIn(b, 'admin', 'pa');
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sidebar/RegistrationForm');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: 'Full Stack Developer' }).check();
    const [before, after] = tr('approveBatches.batchFor', { course: '\u0000' }).split('\u0000');
    const batch = page.getByRole('combobox', {
      name: new RegExp(`^${escape(before!)}.+${escape(after!)}$`),
    });
    await batch.waitFor();
    expect(await batch.innerText()).toBe(tr('registration.batchAutomatic'));
    await page.getByText(tr('registration.batchesHint')).waitFor();
    await batch.click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.first().innerText()).toBe(tr('registration.batchAutomatic'));
    await page.screenshot({ path: `${shots}/registration-batch-375-pa-menu.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await batch.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/registration-batch-375-pa.png` });
    expect(await axeViolations(page, { where: 'Registration Form (pa)' })).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
