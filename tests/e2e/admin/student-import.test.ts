import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { studentCells, studentsCsv, type StudentCells } from '../../support/student-import-csv';
import { useBrowser } from '../support/browser';
import { logInAs, waitForPath } from '../support/session';
import { studentLogin } from './registration-helpers';

const shots = process.env.SCREENSHOT_DIR;

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
}

describe('admin: import students from a CSV file (issue 27.4)', () => {
  const b = useBrowser();

  it('template, every mistake listed, then a good file: the count, IDs and first passwords, a first login', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/StudentData');
    await page.getByRole('button', { name: 'Import students' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import students from CSV' });
    await dialog.getByText('At most 1,000 students a file.', { exact: false }).waitFor();

    // The template is the header row; the office fills it in under that header.
    const template = await downloaded(page, () =>
      dialog.getByRole('link', { name: 'Download template' }).click(),
    );
    const header = template.trimEnd();
    expect(header).toBe(studentsCsv([]).trimEnd());
    expect(header).toMatch(/^Student Name,Father's Name,/);
    const file = (rows: StudentCells[]) => ({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\r\n${studentsCsv(rows).split('\r\n').slice(1).join('\r\n')}`),
    });

    const jaspreet = studentCells({
      studentName: 'Jaspreet Kaur Brar',
      courses: 'Full Stack Developer',
    });
    const bad = studentCells({
      emailAddress: 'jaspreet-at-example',
      courses: 'Underwater Welding',
    });
    b.allowConsole(/status of 400/);
    await dialog.getByLabel('Students CSV file').setInputFiles(file([jaspreet, bad]));
    await dialog.getByText('students.csv').waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog
      .getByText('The file has mistakes; nothing was imported.', { exact: false })
      .waitFor();
    const mistakes = dialog.getByRole('table', { name: 'Mistakes in the file' });
    const onRow3 = mistakes.getByRole('row').filter({ has: page.getByRole('cell', { name: '3' }) });
    await onRow3.filter({ hasText: 'Email Address' }).filter({ hasText: 'valid e-mail' }).waitFor();
    await onRow3.filter({ hasText: 'There is no course named "Underwater Welding".' }).waitFor();
    expect(await mistakes.locator('tbody tr').count()).toBe(2);
    if (shots) await page.screenshot({ path: `${shots}/student-import-errors-1280.png` });
    // Nothing was saved: Jaspreet (the good row) is not a student.
    const listed = await page.request.get('/get-students');
    expect(await listed.text()).not.toContain(jaspreet.phoneNumber);

    const second = studentCells({ studentName: 'Arshdeep Singh', courses: '' });
    await dialog.getByLabel('Students CSV file').setInputFiles(file([jaspreet, second]));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('2 students created.').waitFor();
    await dialog.getByText('shown only now', { exact: false }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/student-import-done-1280.png` });
    const office = await downloaded(page, () =>
      dialog.getByRole('button', { name: 'Download IDs and passwords (CSV)' }).click(),
    );
    const [officeHeader, ...lines] = office.trimEnd().split('\r\n');
    expect(officeHeader).toBe('Student ID,Name,First password');
    expect(lines).toHaveLength(2);
    const [studentId, name, password] = lines[0]!.split(',');
    expect(studentId).toMatch(/^ACA-\d{4}-\d{4,}$/);
    expect(name).toBe('Jaspreet Kaur Brar');
    expect(lines[1]).toMatch(/^ACA-\d{4}-\d{4,},Arshdeep Singh,\w{14}$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Search by ID').fill(studentId!);
    await page.getByRole('table', { name: 'Students' }).getByText(studentId!).waitFor();

    // The student logs in with the first password and must choose their own before the portal.
    await b.context.clearCookies();
    await studentLogin(page, studentId!, password!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^Current password/).fill(password!);
    await page.getByLabel(/^New password/).fill('jaspreet-own-2026');
    await page.getByLabel(/^Confirm new password/).fill('jaspreet-own-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await waitForPath(page, '/Sdashboard');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
  });
});
