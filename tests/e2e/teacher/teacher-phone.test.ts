// Issue 21.1: the teacher portal on a 375 px phone in Punjabi: home with the batch card, My
// batches and a batch's students; the page fits the screen and axe finds nothing.
import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import {
  axeViolations,
  localeString,
  screenshotDir as shots,
  scripts,
  setLanguageCookie,
} from '../support/i18n-page';
import { storeLanguage } from '../support/session';
import { logInTeacher, newBatchTeacher } from './teacher-helpers';

const tr = (key: string, vars: Record<string, string | number> = {}) =>
  localeString('pa', key, vars, 'teacher');

describe('teacher portal on a 375px phone in Punjabi', () => {
  const b = useBrowser(phone);

  it('home and My batches in Gurmukhi', async () => {
    const t = await newBatchTeacher(b.baseUrl);
    await logInTeacher(b, t.teacherId);
    await setLanguageCookie(b, 'pa');
    expect(await storeLanguage(b.context, b.baseUrl, 'pa')).toBe(true);
    b.context.setDefaultNavigationTimeout(30_000);

    const page = await b.open('/Tdashboard');
    await page
      .getByRole('heading', { name: tr('home.welcome', { name: t.name }), level: 1 })
      .waitFor();
    const card = page.getByRole('article').filter({ hasText: t.batchName });
    await card.getByText(tr('batch.room', { room: 'Room 7' })).waitFor();
    await card.getByText(tr('timing.morning')).waitFor();
    expect(await page.locator('main').innerText()).toMatch(scripts.pa.letters);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, { where: 'pa /Tdashboard' })).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/teacher-home-375-pa.png` });

    await page.goto('/Tdashboard/Batches');
    await page.getByRole('heading', { name: tr('titles.batches'), level: 1 }).waitFor();
    await card.getByRole('link').click();
    const students = page.getByRole('table', { name: tr('batch.tableLabel') });
    await students.getByText(t.student.studentId).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await axeViolations(page, { where: 'pa a batch of the teacher' })).toEqual([]);
  });
});
