import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { logInAs, waitForPath } from '../support/session';
import { registerViaApi, studentLogin } from './registration-helpers';

describe('admin ends a student’s sessions', () => {
  const b = useBrowser();

  it('Student Details: End sessions, confirmed, logs the student out on their device', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const s = await registerViaApi(b.context.request, b.baseUrl, 'Harjot Singh Brar');
    // The student's own device: another browser context, logged in through the login page.
    const device = await b.context.browser()!.newContext({ baseURL: b.baseUrl });
    try {
      const phone = await device.newPage();
      await studentLogin(phone, s.studentId, s.password);
      await waitForPath(phone, '/Sdashboard');

      const page = await b.open('/Sidebar/StudentList');
      const table = page.getByRole('table', { name: 'Enrolled students' });
      await table.locator('tbody tr').first().waitFor();
      await page.getByRole('combobox', { name: /Rows per page/ }).click();
      await page.getByRole('option', { name: '100' }).click();
      await table
        .getByRole('row')
        .filter({ hasText: s.studentId })
        .getByRole('button', { name: 'View' })
        .click();
      const details = page.getByRole('dialog', { name: 'Student Details' });
      await details.getByRole('button', { name: 'End sessions' }).click();
      const confirm = page.getByRole('dialog', { name: 'End sessions' });
      await confirm.getByText(`Log ${s.name} out on every device?`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'End sessions' }).click();
      await page.getByText('Sessions ended: 1 device logged out.').waitFor();
      await confirm.waitFor({ state: 'detached' });

      // The student's next page load finds no session and goes to the login page.
      await phone.goto('/Sdashboard');
      await waitForPath(phone, '/login', 20_000);
    } finally {
      await device.close();
    }
  });
});
