import { request, type BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { demoStudent, e2eAdmin, logInAs, waitForPath } from '../support/session';

const expired = 'Your session has expired. Please log in again.';

/**
 * Ends the context's session on the server, from outside the page (as an expiry, a logout on
 * another device or an admin deleting the account would); the page keeps its dead cookie.
 */
async function endSessionElsewhere(context: BrowserContext, baseUrl: string) {
  const cookies = await context.cookies(baseUrl);
  expect(cookies.length).toBeGreaterThan(0);
  const outside = await request.newContext({ baseURL: baseUrl });
  try {
    const res = await outside.post('/auth/logout', {
      headers: {
        origin: baseUrl,
        cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      },
    });
    expect(res.status()).toBeLessThan(300);
  } finally {
    await outside.dispose();
  }
  const me = await context.request.get(`${baseUrl}/auth/me`);
  expect(await me.json()).toEqual({ user: null });
}

describe('a session that ends in the middle of a task', () => {
  const b = useBrowser();

  it('admin: a save on Teachers leads to /Adminlogin with a message, and back after logging in', async () => {
    b.allowConsole(/status of 401/);
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/TeacherData');
    await page.getByRole('heading', { name: 'All Teachers Data', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Teachers' }).waitFor();

    await page.getByRole('button', { name: 'Add Teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Teacher' });
    const first = `Expired${Date.now().toString(36)}`;
    await dialog.getByLabel('First Name').fill(first);
    await dialog.getByLabel('Last Name').fill('Dhillon');
    await dialog.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Courses' }).click();
    await page.getByRole('option', { name: 'Spoken English', exact: true }).click();

    await endSessionElsewhere(b.context, b.baseUrl);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await waitForPath(page, '/Adminlogin');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/Sidebar/TeacherData');
    await page.getByRole('status').filter({ hasText: expired }).waitFor();

    await page.getByLabel('Admin ID', { exact: true }).fill(e2eAdmin.username);
    await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/Sidebar/TeacherData');
    await page.getByRole('heading', { name: 'All Teachers Data', level: 1 }).waitFor();
    // Nothing was saved without a session.
    await page.getByLabel('Search by First Name').fill(first);
    await page.getByText('0–0 of 0').first().waitFor();
  });

  it('admin: a delete on Courses does the same', async () => {
    b.allowConsole(/status of 401/);
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/Library');
    const table = page.getByRole('table', { name: 'Courses' });
    await table.getByRole('row').nth(1).waitFor();

    await endSessionElsewhere(b.context, b.baseUrl);
    await table
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Yes' })
      .click();

    await waitForPath(page, '/Adminlogin');
    await page.getByRole('status').filter({ hasText: expired }).waitFor();
    await page.getByLabel('Admin ID', { exact: true }).fill(e2eAdmin.username);
    await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/Sidebar/Library');
    await table.getByRole('row').nth(1).waitFor();
  });

  it('student: opening the Notice Board leads to /login with a message, and back after logging in', async () => {
    b.allowConsole(/status of 401/);
    await logInAs(b.context, b.baseUrl, 'student');
    const page = await b.open('/Sdashboard/Result');
    await page.getByRole('heading', { name: 'Result' }).waitFor();

    await endSessionElsewhere(b.context, b.baseUrl);
    await page.getByRole('link', { name: /^Notices: / }).click();

    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/Sdashboard/Notice');
    await page.getByRole('status').filter({ hasText: expired }).waitFor();

    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByLabel('Password', { exact: true }).fill(demoStudent.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successful! Redirecting...').waitFor();
    await waitForPath(page, '/Sdashboard/Notice');
    await page.getByRole('heading', { name: 'Notice Board', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
  });

  it('a guarded page opened without a session comes back after login; a foreign next is ignored', async () => {
    // Opened without a session: the screen's first calls answer 401 before it moves to the login.
    b.allowConsole(/status of 401/);
    await b.open('/Sidebar/Library');
    await waitForPath(b.page, '/Adminlogin');
    expect(new URL(b.page.url()).searchParams.get('next')).toBe('/Sidebar/Library');
    // Nobody's session ended here: no message.
    expect(await b.page.getByText(expired).count()).toBe(0);
    await b.page.getByLabel('Admin ID', { exact: true }).fill(e2eAdmin.username);
    await b.page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
    await b.page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(b.page, '/Sidebar/Library');

    await b.context.clearCookies();
    await b.open(`/login?next=${encodeURIComponent('//evil.example/Sdashboard')}`);
    await b.page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await b.page.getByLabel('Password', { exact: true }).fill(demoStudent.password);
    await b.page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(b.page, '/Sdashboard');
    expect(new URL(b.page.url()).host).toBe(new URL(b.baseUrl).host);
  });
});
