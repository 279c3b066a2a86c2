import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseMessages } from '#shared/courses.ts';
import { htmlFile, minimalPptx, pngImage } from '../../fixtures/uploads';
import { phone, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const pptx = { name: 'intro.pptx', mimeType: 'application/octet-stream', buffer: minimalPptx() };
const png = async () => ({ name: 'cover.png', mimeType: 'image/png', buffer: await pngImage() });

async function openLibrary(page: Page) {
  await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Courses' }).getByRole('row').nth(1).waitFor();
}

async function fillCourse(page: Page, name: string, code: string, price = '4500') {
  const dialog = page.getByRole('dialog', { name: 'Add New Course' });
  // .first(): the English field; the Punjabi and Hindi ones follow it ("Course Name (ਪੰਜਾਬੀ)").
  await dialog.getByLabel('Course Name').first().fill(name);
  await dialog.getByLabel('Course Code').fill(code);
  await dialog.getByLabel('Course Price').fill(price);
  return dialog;
}

describe('admin Library (courses)', () => {
  const b = useBrowser();
  beforeEach(async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
  });

  it('searches by course name', async () => {
    const page = await b.open('/Sidebar/Library');
    await openLibrary(page);
    const table = page.getByRole('table', { name: 'Courses' });
    await page.getByLabel('Search by Course Name').fill('pYtHoN crash');
    await table.getByRole('cell', { name: 'Python Crash Course', exact: true }).waitFor();
    // The course may have been on screen before the search: wait for the others to go.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await page.getByLabel('Search by Course Name').fill('no such course at all');
    await table.getByText('No courses found.').waitFor();
  });

  it('adds, downloads, edits and deletes a course', async () => {
    const page = await b.open('/Sidebar/Library');
    await openLibrary(page);
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Course' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('alert').getByText(courseMessages.required).waitFor();

    const name = `Punjabi Calligraphy ${unique()}`;
    const code = `PC-${unique()}`.toUpperCase();
    await fillCourse(page, name, code);
    await dialog.getByLabel('Presentation (.pptx)').setInputFiles(pptx);
    await dialog.getByLabel('Image').setInputFiles(await png());
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Others' }).click();
    await dialog.getByLabel('Duration').first().fill('6 weeks');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('cell', { name: code }).waitFor();
    await row.getByRole('cell', { name: '₹4,500' }).waitFor();
    const img = row.locator('img');
    await img.scrollIntoViewIfNeeded(); // thumbnails load lazily
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(100);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: `Download presentation of ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${code}.pptx`);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Course' });
    expect(await edit.getByLabel('Course Name').first().inputValue()).toBe(name);
    await edit.getByLabel('Course Price').fill('5200');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByRole('cell', { name: '₹5,200' }).waitFor();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it("shows the server's refusal: a duplicate code and an HTML file named .png", async () => {
    b.allowConsole(/status of 40[0-9]|409|415/);
    const page = await b.open('/Sidebar/Library');
    await openLibrary(page);
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = await fillCourse(page, `Duplicate ${unique()}`, 'WT-102');
    await dialog.getByLabel('Presentation (.pptx)').setInputFiles(pptx);
    await dialog.getByLabel('Image').setInputFiles(await png());
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('alert').getByText(courseMessages.addFailed).waitFor();
    await dialog.getByText(courseMessages.duplicateCode).waitFor();

    await dialog.getByLabel('Course Code').fill(`HTML-${unique()}`);
    await dialog.getByLabel('Image').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: htmlFile,
    });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('The image must be a JPEG, PNG or WebP picture.').waitFor();
    expect(await dialog.isVisible()).toBe(true);
  });

  it('tells a network failure apart', async () => {
    b.allowConsole(/ERR_FAILED|Failed to load resource/);
    const page = await b.open('/Sidebar/Library');
    await openLibrary(page);
    await page.route('**/api/courses', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = await fillCourse(page, `Offline ${unique()}`, `OFF-${unique()}`);
    await dialog.getByLabel('Presentation (.pptx)').setInputFiles(pptx);
    await dialog.getByLabel('Image').setInputFiles(await png());
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('alert').getByText(courseMessages.network).waitFor();
  });
});

describe('admin Library on a 375px phone', () => {
  const b = useBrowser(phone);

  it('fits the screen; the table scrolls inside its box', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/Library');
    await openLibrary(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Add Course' }).click();
    await page
      .getByRole('dialog', { name: 'Add New Course' })
      .getByLabel('Course Name')
      .first()
      .waitFor();
  });
});
