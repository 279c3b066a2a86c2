import { describe, expect, it } from 'vitest';
import { timings } from '#shared/limits.ts';
import { useBrowser } from '../support/browser';
import { demoStudent, e2eAdmin } from '../support/session';

/**
 * The spec's login waits: the student dashboard appears 1 s after a successful student login,
 * the admin console 2 s after an admin login. The dashboard's code is fetched during the wait,
 * so the page is on screen at the end of it, not a chunk download later. Each run is timed from
 * the success message to the dashboard's navigation being visible, on a cold browser cache.
 */
// Generous: the test machine is shared (before the fix the waits were 2.4-2.8 s and 3.4-4.4 s).
const slack = 700;

describe('login waits match the spec', () => {
  const b = useBrowser();

  it('student: the dashboard shows about 1 s after Login', async () => {
    const page = await b.open('/login');
    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByLabel('Password', { exact: true }).fill(demoStudent.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successful! Redirecting...').waitFor();
    const success = Date.now();
    await page.getByRole('navigation', { name: 'Student dashboard' }).waitFor();
    const took = Date.now() - success;
    console.info(
      `student login: success to dashboard ${took} ms, click to dashboard ${Date.now() - started} ms`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(timings.studentRedirectMs);
    expect(took).toBeLessThan(timings.studentRedirectMs + slack);
  });

  it('admin: the console shows about 2 s after Login', async () => {
    const page = await b.open('/Adminlogin');
    await page.getByLabel('Admin ID').fill(e2eAdmin.username);
    await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successful!').waitFor();
    const success = Date.now();
    await page.getByRole('navigation', { name: 'Admin dashboard' }).waitFor();
    const took = Date.now() - success;
    console.info(
      `admin login: success to console ${took} ms, click to console ${Date.now() - started} ms`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(timings.adminRedirectMs);
    expect(took).toBeLessThan(timings.adminRedirectMs + slack);
  });
});
