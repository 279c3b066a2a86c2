import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { settledDialog, useBrowser } from '../support/browser';
import { logInAs, waitForPath } from '../support/session';
import {
  field,
  fillRegistration,
  newApplicant,
  registerViaApi,
  studentLogin,
} from './registration-helpers';

const shots = process.env.SCREENSHOT_DIR;

describe('admin students screens', () => {
  const b = useBrowser();
  beforeEach(() => logInAs(b.context, b.baseUrl, 'admin'));

  it('StudentData: searches, edits and deletes (the student can no longer log in)', async () => {
    const s = await registerViaApi(
      b.context.request,
      b.baseUrl,
      `Navjot Zorawar${Date.now() % 1000}`,
    );
    const page = await b.open('/Sidebar/StudentData');
    await page.getByRole('heading', { name: 'All Students Data' }).waitFor();
    const table = page.getByRole('table', { name: 'Students' });
    await table.locator('tbody tr').first().waitFor();

    await page.getByLabel('Search by Name').fill(s.name.toLowerCase());
    const row = table.getByRole('row').filter({ hasText: s.studentId });
    await row.waitFor();
    // The row was on screen before the search too: wait for the others to go.
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Search by Name').fill('');
    await page.getByLabel('Search by Phone').fill(s.phone);
    await row.waitFor();
    await page.getByLabel('Search by ID').fill(s.studentId);
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(1);

    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Student' });
    await dialog.getByLabel('First Name').fill('Jasmeet');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.filter({ hasText: 'Jasmeet' }).waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Student' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No students found.').waitFor();

    b.allowConsole(/status of 401/);
    await b.context.clearCookies();
    await studentLogin(page, s.studentId, s.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid ID or password' }).waitFor();
  });

  it('StudentList: details without the password, print window, reset password, back and forth to the form', async () => {
    const s = await registerViaApi(b.context.request, b.baseUrl, 'Tanvir Singh Gill');
    const page = await b.open('/Sidebar/StudentList');
    await page.getByRole('heading', { name: 'All Students Data' }).waitFor();
    await page.getByRole('button', { name: 'Register New Student' }).click();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await page.getByRole('button', { name: 'Back to All Students Data' }).click();

    const table = page.getByRole('table', { name: 'Enrolled students' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    const row = table.getByRole('row').filter({ hasText: s.studentId });
    await row.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Student Details' });
    await dialog.getByText('Web Designing, SEO Management').waitFor();
    await dialog.getByText('No data available').first().waitFor();
    expect((await dialog.textContent())?.toLowerCase()).not.toContain('password:');
    expect(await dialog.textContent()).not.toContain(s.password);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Print' }).click(),
    ]);
    await popup.getByText(`${s.name} (${s.studentId})`).waitFor();
    expect(await popup.title()).toContain('Student Details');
    await popup.close();

    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByRole('dialog', { name: 'Reset password' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const secret = page.getByRole('dialog', { name: 'Password reset' });
    const password = (await secret.locator('code').textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
    await secret.getByRole('button', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await b.context.clearCookies();
    await studentLogin(page, s.studentId, password);
    await waitForPath(page, '/Sdashboard');
  });

  it('approves an application sent from /SignUp; the applicant then logs in', async () => {
    const visitor = await b.context.browser()!.newContext({ baseURL: b.baseUrl });
    const form = await visitor.newPage();
    await form.goto('/SignUp');
    const a = newApplicant('Ishmeet Kaur Sekhon');
    await form.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await fillRegistration(form, a);
    await field(form, 'Confirm Password').fill(a.password);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('Application received').waitFor();
    await visitor.close();

    const page = await b.open('/Sidebar/StudentList');
    const row = page.getByRole('row').filter({ hasText: a.name });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    // Full Stack Developer has (demo) batches: the evening one, the applicant's timing, is chosen.
    const choose = await settledDialog(page, `Approve ${a.name}`);
    const batch = choose.getByRole('combobox', { name: 'Batch for Full Stack Developer' });
    expect(await batch.innerText()).toMatch(/^Evening A · Evening · \d+ seats? left$/);
    await choose.getByRole('button', { name: 'Approve' }).click();
    // The ID stays in a dialog until closed (27.11), with Print and Download CSV.
    const approved = page.getByRole('dialog', { name: 'Application approved' });
    const idLine = approved.getByText(/Student ID: ACA-\d{4}-\d{4,}/);
    await idLine.waitFor();
    const studentId = /ACA-\d{4}-\d{4,}/.exec((await idLine.textContent()) ?? '')![0];
    await approved.getByText('the password they chose when applying').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      approved.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(`Student ID,Name,First password\r\n${studentId},${a.name},`);
    const [printed] = await Promise.all([
      page.waitForEvent('popup'),
      approved.getByRole('button', { name: 'Print' }).click(),
    ]);
    await printed.getByRole('cell', { name: studentId }).waitFor();
    await printed.close();
    if (shots) await page.screenshot({ path: `${shots}/admin-approved-1280.png` });
    await approved.getByRole('button', { name: 'Done' }).click();
    await approved.waitFor({ state: 'hidden' });

    await b.context.clearCookies();
    await studentLogin(page, studentId, a.password);
    await waitForPath(page, '/Sdashboard');
  });
});
