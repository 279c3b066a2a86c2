// Issue 21.1: the office gives a teacher a login on TeacherData; the teacher logs in at
// /Teacherlogin with the one-time password, chooses their own, and sees their batch and its
// students at /Tdashboard (1280 px, English); axe finds nothing on the new pages and dialog.
import { describe, expect, it } from 'vitest';
import { settledDialog, useBrowser } from '../support/browser';
import { axeViolations, screenshotDir as shots } from '../support/i18n-page';
import { logInAs, waitForPath } from '../support/session';
import { newBatchTeacher } from './teacher-helpers';

describe('teacher accounts (1280px)', () => {
  const b = useBrowser();

  it('Give login, the first login changes the password, the teacher sees their batch', async () => {
    const t = await newBatchTeacher(b.baseUrl);
    await logInAs(b.context, b.baseUrl, 'admin');
    b.context.setDefaultNavigationTimeout(30_000);
    const page = await b.open('/Sidebar/TeacherData');
    await page.getByLabel('Search by First Name').fill(t.firstName);
    const table = page.getByRole('table', { name: 'Teachers' });
    await table.getByText(t.firstName).waitFor();
    await page.getByRole('button', { name: `Give ${t.name} a login` }).click();
    const dialog = await settledDialog(page, 'Give login');
    expect(await axeViolations(page, { where: 'Give login dialog' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Give login' }).click();
    const code = dialog.locator('code');
    await code.waitFor();
    const password = (await code.innerText()).trim();
    const text = await dialog.innerText();
    const loginId = /T-\d{4,}/.exec(text)?.[0];
    expect(loginId).toBe(`T-${String(t.teacherId).padStart(4, '0')}`);
    expect(password).toMatch(/^\w{14}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The row now offers a new password instead, and shows the login ID.
    await page.getByRole('button', { name: `Reset the password of ${t.name}` }).waitFor();
    await table.getByText(loginId!).waitFor();

    // The teacher logs in with it and must choose their own before the portal.
    await b.context.clearCookies();
    await page.goto('/Teacherlogin');
    await page.getByRole('heading', { name: 'Teacher Login' }).waitFor();
    expect(await axeViolations(page, { where: '/Teacherlogin' })).toEqual([]);
    await page.getByLabel('Login ID', { exact: true }).fill(loginId!.toLowerCase());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^Current password/).fill(password);
    await page.getByLabel(/^New password/).fill('tejinder-own-2026');
    await page.getByLabel(/^Confirm new password/).fill('tejinder-own-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await waitForPath(page, '/Tdashboard');

    // Home: their batch as a card; My batches → the batch's students.
    await page.getByRole('heading', { name: `Welcome, ${t.name}`, level: 1 }).waitFor();
    await page.getByText('Today is').waitFor();
    const card = page.getByRole('article').filter({ hasText: `Batch: ${t.batchName}` });
    await card.getByText('Room: Room 7').waitFor();
    await card.getByText('1 student', { exact: true }).waitFor();
    expect(await axeViolations(page, { where: '/Tdashboard' })).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/teacher-home-1280.png` });
    await page.getByRole('link', { name: 'My batches' }).first().click();
    await waitForPath(page, '/Tdashboard/Batches');
    await page.getByRole('link', { name: new RegExp(`Students of .*${t.batchName}`) }).click();
    const students = page.getByRole('table', { name: 'Students of the batch' });
    await students.getByText(t.student.studentId).waitFor();
    await students.getByText(t.student.name).waitFor();
    expect(await axeViolations(page, { where: 'a batch of the teacher' })).toEqual([]);
    // The sidebar marks the section the page is in, not Home as well.
    const sidebar = page.getByRole('navigation', { name: 'Teacher pages' });
    expect(
      await sidebar.getByRole('link', { name: 'My batches' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await sidebar.getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
    ).toBeNull();

    // Another batch's address is not theirs (404): the page says it could not be loaded.
    b.allowConsole(/status of 404/);
    await page.goto('/Tdashboard/Batches/999999');
    await page.getByText('This batch could not be loaded.', { exact: false }).waitFor();
    // Notices, and the admin console refuses them.
    await page.goto('/Tdashboard/Notice');
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    await page.goto('/Sidebar');
    await waitForPath(page, '/Adminlogin');
  });
});
