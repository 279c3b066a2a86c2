// The admin console's cold load (issue 11, decision 035): the screen's data is asked for by the
// page itself, alongside its code, not once the code has run; the first-password screen's code
// is loaded only for the admin who must see it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runServer, waitForHealthy } from '../../support/server-process';
import { useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

describe('admin console cold load', () => {
  const b = useBrowser();

  /** Who started each request for these paths (`parser`: the page's HTML; `script`: the app). */
  async function initiators(paths: string[]) {
    const seen: Record<string, string[]> = Object.fromEntries(paths.map((p) => [p, []]));
    const cdp = await b.context.newCDPSession(b.page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => {
      const { pathname } = new URL(e.request.url);
      seen[pathname]?.push(e.initiator.type);
    });
    return seen;
  }

  it('asks for the Overview counts with the page, once each', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const seen = await initiators(['/auth/me', '/api/notices/count', '/api/admin/summary']);
    const page = await b.open('/Sidebar');
    await page.locator('ul[aria-label="Overview"][aria-busy="false"]').waitFor();
    expect(seen).toEqual({
      '/auth/me': ['parser'],
      '/api/notices/count': ['parser'],
      '/api/admin/summary': ['parser'],
    });
  });

  it('asks for the teachers with the page, and nothing another screen needs', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const seen = await initiators(['/auth/me', '/get-teachers', '/api/admin/summary']);
    const page = await b.open('/Sidebar/TeacherData');
    await page.locator('table[aria-label="Teachers"] tbody tr').first().waitFor();
    expect(seen).toEqual({
      '/auth/me': ['parser'],
      '/get-teachers': ['parser'],
      '/api/admin/summary': [],
    });
  });
});

describe('first admin with a generated password', () => {
  const b = useBrowser();

  it('is shown the change-password screen first (its code loaded on demand), then the console', async () => {
    // Its own server: only an admin made with a generated password sees this screen.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-e2e-first-'));
    const server = runServer(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: '',
        ADMIN_USERNAME: 'first',
        ADMIN_PASSWORD: '',
        LOG_LEVEL: 'warn',
      },
      await freePort(),
    );
    const baseUrl = server.baseUrl;
    try {
      await waitForHealthy(baseUrl, 90_000);
      const note = await readFile(path.join(dataDir, 'first-admin-password.txt'), 'utf8');
      const password = /password: (\S+)/.exec(note)?.[1];
      const login = await b.context.request.post(`${baseUrl}/auth/login`, {
        data: { username: 'first', password },
        headers: { origin: baseUrl },
      });
      expect(login.status()).toBe(200);
      await b.page.goto(`${baseUrl}/Sidebar`);
      await b.page.getByLabel(/^Current password/).fill(password ?? '');
      await b.page.getByLabel(/^New password/).fill('a-new-pass-5678');
      await b.page.getByLabel(/^Confirm new password/).fill('a-new-pass-5678');
      await b.page.getByRole('button', { name: 'Change password' }).click();
      // Then the console itself, with its data.
      await b.page.locator('ul[aria-label="Overview"][aria-busy="false"]').waitFor();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000); // its own server starts on a fresh database
});
