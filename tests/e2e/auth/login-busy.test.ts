import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { demoStudent, e2eAdmin } from '../support/session';

// When more people log in at once than the cores can hash, the server sheds the excess with
// 503 BUSY: the login pages say so (and keep what was typed) instead of "Invalid" or a generic
// failure. The 503 is produced here by the browser, the server's side is tests/api/login-gate.
const busy = {
  status: 503,
  headers: { 'content-type': 'application/json', 'retry-after': '3' },
  body: JSON.stringify({
    code: 'BUSY',
    message: 'Many people are logging in right now. Please try again in a few seconds.',
  }),
};

describe('a login shed as BUSY', () => {
  const b = useBrowser();

  it('the student login says to try again in a few seconds and keeps the ID', async () => {
    b.allowConsole(/status of 503/);
    const page = await b.open('/login');
    await page.route('**/auth/student/login', (route) => route.fulfill(busy));
    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByLabel('Password', { exact: true }).fill(demoStudent.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please try again in a few seconds' })
      .waitFor();
    expect(await page.getByLabel('ID', { exact: true }).inputValue()).toBe(demoStudent.studentId);
  });

  it('the admin login says the same', async () => {
    b.allowConsole(/status of 503/);
    const page = await b.open('/Adminlogin');
    await page.route('**/auth/login', (route) => route.fulfill(busy));
    await page.getByLabel('Admin ID', { exact: true }).fill(e2eAdmin.username);
    await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByText('Many people are logging in right now. Please try again in a few seconds.')
      .first()
      .waitFor();
  });
});
