import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { demoStudent, waitForPath } from '../support/session';

describe('student login (/login)', () => {
  const b = useBrowser();

  it('logs in: shows the banner, then opens the student dashboard after a second', async () => {
    const page = await b.open('/login');
    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByLabel('Password', { exact: true }).fill(demoStudent.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();

    await page.getByText('Login successful! Redirecting...').waitFor();
    await waitForPath(page, '/Sdashboard');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await page.getByText('Student Dashboard').waitFor();
    // The banner stays up for 6 seconds, so it is still shown on the dashboard.
    expect(await page.getByText('Login successful! Redirecting...').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Student dashboard' }).waitFor();
  });

  it('rejects a wrong password: inline error and both fields cleared', async () => {
    b.allowConsole(/status of 401/);
    const page = await b.open('/login');
    const id = page.getByLabel('ID', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await id.fill(demoStudent.studentId);
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();

    await page.getByRole('alert').filter({ hasText: 'Invalid ID or password' }).waitFor();
    expect(await id.inputValue()).toBe('');
    expect(await password.inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('requires both fields', async () => {
    const page = await b.open('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid ID or password' }).waitFor();

    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid ID or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows a network failure plainly', async () => {
    b.allowConsole(/ERR_FAILED|Failed to load resource/);
    const page = await b.open('/login');
    await page.route('**/auth/student/login', (route) => route.abort('failed'));
    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByLabel('Password', { exact: true }).fill(demoStudent.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Something went wrong. Please try again.').waitFor();
  });

  it('toggles the password, and links home, to Sign Up and back', async () => {
    const page = await b.open('/login');
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    expect(await page.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/SignUp');
    expect(await page.getByRole('link', { name: /home$/ }).getAttribute('href')).toBe('/');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();

    await page.getByRole('link', { name: 'Sign Up' }).click();
    await waitForPath(page, '/SignUp');
    await page.goBack();
    await waitForPath(page, '/login');
    await page.goto('/');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForPath(page, '/');
  });
});
