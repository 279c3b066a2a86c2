// Issue 21.4: the admin's attendance report at 1280 px in English: the demo student's batch, a
// month of marks with each percentage, below the threshold in words, the CSV download with its
// BOM, the weekly trend's table, the threshold on Settings; axe finds nothing.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from '../support/browser';
import { axeViolations } from '../support/i18n-page';
import { logInAs } from '../support/session';

const shots = '/work/shots/att-report';

describe('admin attendance report at 1280px', () => {
  const b = useBrowser(desktop);

  it('shows a batch’s month, who is below 75%, and downloads the CSV', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/Attendance');
    await page.getByRole('heading', { name: 'Attendance', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Batch' }).click();
    await page.getByRole('option', { name: 'Full Stack Developer · Morning A' }).click();
    const table = page.getByRole('table', { name: /Attendance of Morning A/ });
    await table.getByRole('rowheader', { name: /Gurleen Dhillon/ }).waitFor();
    await table
      .getByText(/below 75%/)
      .first()
      .waitFor();
    expect(await table.getByRole('columnheader').count()).toBeGreaterThan(2);
    expect(await axeViolations(page, { where: '/Sidebar/Attendance' })).toEqual([]);
    await page.screenshot({ path: `${shots}/admin-report-1280-en.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('Student ID,Name,');
    expect(text).toMatch(/student,Gurleen Dhillon,[PALE,]+/);

    const trend = page.getByRole('figure', { name: 'Attendance trend by week' });
    await trend.getByRole('button', { name: 'Show as table' }).click();
    await trend.getByRole('table', { name: 'Attendance trend by week' }).waitFor();

    await page.goto('/Sidebar/Settings');
    const field = page.getByRole('textbox', { name: 'Threshold (%)' });
    await expect.poll(() => field.inputValue()).toBe('75');
    await field.fill('0');
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await page.getByText('The threshold is a whole number from 1 to 100.').waitFor();
    expect(await axeViolations(page, { where: '/Sidebar/Settings' })).toEqual([]);
  });
});
