import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { teacherMessages } from '#shared/teachers.ts';
import { phone, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function openTeachers(page: Page) {
  await page.getByRole('heading', { name: 'All Teachers Data', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Teachers' }).waitFor();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin TeacherData', () => {
  const b = useBrowser();
  beforeEach(async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
  });

  it('pages 5 rows with a pager above and below, and searches by first name', async () => {
    const page = await b.open('/Sidebar/TeacherData');
    await openTeachers(page);
    const table = page.getByRole('table', { name: 'Teachers' });
    expect(await page.getByText('Rows per page:').count()).toBe(2);
    expect(await table.getByRole('row').count()).toBe(6); // header + 5
    const shown = page.getByText(/^1–5 of \d+$/);
    expect(await shown.count()).toBe(2);

    await page.getByRole('combobox', { name: 'Rows per page:' }).first().click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['5', '10', '25', '50', '100']);
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page
      .getByText(/^1–\d+ of \d+$/)
      .first()
      .waitFor();

    await page.getByLabel('Search by First Name').fill('sIMRAN');
    await table.getByRole('cell', { name: 'Simranjeet', exact: true }).waitFor();
    // Simranjeet may have been on screen before the search: wait for the others to go.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await page.getByText('1–1 of 1').first().waitFor();
  });

  it('adds, edits and deletes a teacher', async () => {
    const page = await b.open('/Sidebar/TeacherData');
    await openTeachers(page);
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Teacher' });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    const first = `Harleen${unique()}`;
    await dialog.getByLabel('First Name').fill(first);
    await dialog.getByLabel('Last Name').fill('Grewal');
    await choose(page, 'Gender', 'Female');
    expect(await save.isDisabled()).toBe(true);
    await choose(page, 'Courses', 'Spoken English');
    await save.click();
    await page.getByText(teacherMessages.added).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Search by First Name').fill(first);
    const row = page.getByRole('row').filter({ hasText: first });
    await row.getByRole('cell', { name: 'Spoken English', exact: true }).waitFor();

    await row.getByRole('button', { name: `Edit ${first} Grewal` }).click();
    expect(await dialog.getByLabel('First Name').inputValue()).toBe(first);
    await dialog.getByLabel('Last Name').fill('Sidhu');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(teacherMessages.updated).waitFor();
    await row.getByRole('cell', { name: 'Sidhu', exact: true }).waitFor();

    await row.getByRole('button', { name: `Delete ${first} Sidhu` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByText('Are you sure you want to delete this teacher?').waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: `Delete ${first} Sidhu` }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('alerts when a field is emptied and submitted with Enter', async () => {
    const page = await b.open('/Sidebar/TeacherData');
    await openTeachers(page);
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Teacher' });
    await dialog.getByLabel('First Name').fill('   ');
    await dialog.getByLabel('First Name').press('Enter');
    await dialog.getByRole('alert').getByText(teacherMessages.required).waitFor();
  });

  it('downloads the teachers as CSV', async () => {
    const page = await b.open('/Sidebar/TeacherData');
    await openTeachers(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('teachers.csv');
  });
});

describe('admin TeacherData on a 375px phone', () => {
  const b = useBrowser(phone);

  it('fits the screen with both pagers usable', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/TeacherData');
    await openTeachers(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const next = page.getByRole('button', { name: 'Go to next page' }).last();
    const box = await next.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await next.click();
    await page
      .getByText(/^6–\d+ of \d+$/)
      .first()
      .waitFor();
  });
});
