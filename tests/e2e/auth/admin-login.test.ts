import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { e2eAdmin, waitForPath } from '../support/session';

describe('admin login (/Adminlogin)', () => {
  const b = useBrowser();

  async function fill(id: string, password: string) {
    await b.page.getByLabel('Admin ID', { exact: true }).fill(id);
    await b.page.getByLabel('Password', { exact: true }).fill(password);
  }

  it('asks for both fields with a toast that closes after 3 seconds', async () => {
    const page = await b.open('/Adminlogin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Please fill in all fields!' });
    await toast.waitFor();
    await toast.waitFor({ state: 'detached', timeout: 5_000 });

    await page.getByLabel('Admin ID', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await toast.waitFor();
  });

  it('shows the server message inline and as a toast on wrong credentials', async () => {
    b.allowConsole(/status of 401/);
    const page = await b.open('/Adminlogin');
    await fill('nobody-here', 'not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alerts = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
    await alerts.nth(1).waitFor();
    expect(await alerts.count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/Adminlogin');
  });

  it("reads 'Logging in...' and is disabled while the request runs, then opens /Sidebar", async () => {
    const page = await b.open('/Adminlogin');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await fill(e2eAdmin.username, e2eAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();

    const busy = page.getByRole('button', { name: 'Logging in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await page.getByRole('status').filter({ hasText: 'Login successful!' }).waitFor();
    const shownAt = Date.now();
    await waitForPath(page, '/Sidebar');
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
    await page.getByText('Admin Dashboard').waitFor();
    await page.getByRole('navigation', { name: 'Admin dashboard' }).waitFor();
  });

  it('says so when the network fails', async () => {
    b.allowConsole(/ERR_FAILED|Failed to load resource/);
    const page = await b.open('/Adminlogin');
    await page.route('**/auth/login', (route) => route.abort('failed'));
    await fill(e2eAdmin.username, e2eAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong. Please try again.' })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
  });

  it("shows the server's message after too many failed attempts", async () => {
    b.allowConsole(/status of 40[01]|status of 429/);
    const page = await b.open('/Adminlogin');
    const login = page.getByRole('button', { name: 'Login' });
    for (let i = 0; i < 6; i++) {
      await fill('locked-out-admin', `wrong-${i}`);
      await login.click();
      await page.getByRole('button', { name: 'Login' }).waitFor();
    }
    await page
      .getByRole('alert')
      .filter({ hasText: /too many/i })
      .first()
      .waitFor();
  });
});
