import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

const shots = process.env.SCREENSHOT_DIR;

async function pickCourse(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function uploadCsv(page: Page, text: string) {
  await page.getByLabel('Marks CSV file').setInputFiles({
    name: 'marks.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
}

/** The fonts Chromium actually drew an element's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

describe('admin exams', () => {
  const b = useBrowser();

  beforeEach(async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
  });

  it('schedules an exam, refuses a CSV with bad rows (nothing saved), takes the fixed one, publishes', async () => {
    // The refused CSV answers 400, which the browser logs.
    b.allowConsole(/status of 400/);
    const page = await b.open('/Sidebar/Exams');
    await page.getByRole('heading', { name: 'Exams', level: 1 }).waitFor();
    await pickCourse(page, 'Web Designing');

    const subject = `Layouts ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Schedule Exam' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.getByText('Please enter the subject.').waitFor();
    await dialog.getByLabel('Date').fill('2026-12-20');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Total Marks').fill('50');
    await dialog.getByLabel('Pass Marks').fill('17');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: subject });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Marks' }).click();
    const grid = page.getByRole('table', { name: 'Marks' });
    const jaspreet = grid.getByLabel('Marks of Jaspreet Kaur');
    await jaspreet.waitFor();

    await uploadCsv(page, 'Student ID,Marks\nACA-2026-0002,55\nNOPE-0001,10\n');
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved.' });
    await alert.getByText(/Line 2: Marks: 55 is above the total of 50/).waitFor();
    await alert
      .getByText(/Line 3: Student ID: NOPE-0001 is not enrolled in Web Designing/)
      .waitFor();
    expect(await jaspreet.inputValue()).toBe('');
    // Marked of enrolled: other files may enrol more students in the course.
    await row.getByText(/^0 of \d+$/).waitFor();
    if (shots)
      await page.screenshot({ path: `${shots}/admin-exams-csv-errors-1280.png`, fullPage: true });

    await uploadCsv(page, 'Student ID,Marks\nACA-2026-0002,41.5\n');
    await expect.poll(() => jaspreet.inputValue(), { timeout: 10_000 }).toBe('41.5');
    await row.getByText(/^1 of \d+$/).waitFor();

    // Results publish only when every enrolled student has marks: other files may have
    // enrolled more students in the course, so mark them absent by hand.
    const cells = grid.getByRole('textbox');
    for (const cell of await cells.all()) {
      if ((await cell.inputValue()) === '') await cell.fill('AB');
    }
    await page.getByRole('button', { name: 'Save marks' }).click();
    await row.getByText(/^(\d+) of \1$/).waitFor();

    // The exam is dated after today (27.10): the screen warns, and publishing asks first.
    await page.getByText(/This exam is dated 20-12-2026, after today/).waitFor();
    await page.getByRole('button', { name: 'Publish results' }).click();
    const ask = page.getByRole('dialog', { name: 'Publish before the exam’s date?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    await row.getByText('Pending').waitFor();
    await page.getByRole('button', { name: 'Publish results' }).click();
    await ask.getByRole('button', { name: 'Publish anyway' }).click();
    await row.getByText('Published').waitFor();
    await page.getByRole('button', { name: 'Unpublish results' }).waitFor();

    await page.getByRole('link', { name: 'Report Cards' }).click();
    await page.locator('main[data-ready="true"]').waitFor();
    const card = page.getByRole('article', { name: 'Report card of Jaspreet Kaur' });
    await card.getByText(subject).waitFor();
    await card.getByText('41.5', { exact: true }).first().waitFor();
  });

  it('prints every report card of a course as one document, Gurmukhi and Devanagari names in Noto', async () => {
    const page = await b.open('/Sidebar/Exams');
    await pickCourse(page, 'Full Stack Developer');
    await page.getByRole('row').filter({ hasText: 'Full Stack Theory' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-exams-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'Report Cards' }).click();
    await page.locator('main[data-ready="true"]').waitFor();
    const cards = page.getByRole('article', { name: /^Report card of / });
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await page.getByRole('article', { name: 'Report card of ਹਰਪ੍ਰੀਤ ਸਿੰਘ' }).waitFor();
    await page.getByRole('article', { name: 'Report card of अनन्या शर्मा' }).waitFor();
    const names = page.locator('.report-card__name');
    const gurmukhi = await names.evaluateAll((els) =>
      els.findIndex((e) => e.textContent?.includes('ਹਰਪ੍ਰੀਤ')),
    );
    const devanagari = await names.evaluateAll((els) =>
      els.findIndex((e) => e.textContent?.includes('अनन्या')),
    );
    await page.evaluate(() => document.fonts.ready);
    expect(
      await renderedFonts(page, `.report-card:nth-of-type(${gurmukhi + 1}) .report-card__name`),
    ).toContain('Noto Sans Gurmukhi');
    expect(
      await renderedFonts(page, `.report-card:nth-of-type(${devanagari + 1}) .report-card__name`),
    ).toContain('Noto Sans Devanagari');
    // One page per student when printed.
    const breaks = await page.evaluate(() =>
      [...document.querySelectorAll('.report-card')].map((el) => getComputedStyle(el).breakAfter),
    );
    expect(breaks.length).toBeGreaterThan(0);
    const pdf = await page.pdf({ format: 'A4' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBe(await cards.count());
    if (shots) {
      await page.screenshot({ path: `${shots}/report-cards-1280.png` });
      await page.setViewportSize(phone);
      await page.screenshot({ path: `${shots}/report-cards-375.png` });
      await page.setViewportSize(desktop);
    }
  });

  it('works on a phone', async () => {
    await b.page.setViewportSize(phone);
    const page = await b.open('/Sidebar/Exams');
    await pickCourse(page, 'Full Stack Developer');
    const row = page.getByRole('row').filter({ hasText: 'Full Stack Theory' });
    // On a phone the row's actions are in its ⋮ menu.
    await row.getByRole('button', { name: 'Actions for Full Stack Theory' }).click();
    await page.getByRole('menuitem', { name: 'Marks' }).click();
    await page
      .getByRole('table', { name: 'Marks' })
      .getByLabel(/^Marks of /)
      .first()
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-exams-375.png`, fullPage: true });
  });
});
