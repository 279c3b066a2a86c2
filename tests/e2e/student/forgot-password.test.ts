import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '#scripts/chromium.mjs';
import { accountMessages } from '#shared/account.ts';
import {
  freePort,
  runServer,
  waitForHealthy,
  type ServerProcess,
} from '../../support/server-process';
import { waitFor } from '../../support/wait-for';
import { demoStudent } from '../support/session';

/**
 * Forgot password end to end: a server of its own with SMTP_URL pointing at a real SMTP server
 * in this process, the demo student asking at /login, the e-mailed link opened in the browser.
 */
const mails: string[] = [];
let smtp: SMTPServer;
let server: ServerProcess;
let browser: Browser;
let dataDir: string;

function decode(raw: string) {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(decode(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  dataDir = await mkdtemp(path.join(tmpdir(), 'academy-reset-e2e-'));
  const port = await freePort();
  server = runServer(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: '1',
      ADMIN_PASSWORD: 'admin-pass-1234',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'office@academy.example',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    port,
  );
  await waitForHealthy(server.baseUrl, 90_000);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  server?.child.kill('SIGTERM');
  await server?.exited;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('forgot password with e-mail', () => {
  it('e-mails a link from /login; the link sets a new password once', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-IN' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    await page.getByLabel('Student ID or e-mail').fill(demoStudent.studentId);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(accountMessages.resetSent).waitFor();

    const mail = await waitFor(() => mails.find((m) => m.includes('gurleen.dhillon@example.in')), {
      message: 'the reset e-mail',
      timeout: 15_000,
    });
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm new password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('gurleen-new-pass');
    await page.getByLabel('Confirm new password').fill('gurleen-new-pass');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText(accountMessages.resetDone).waitFor();
    // The used token is gone from the address bar.
    expect(new URL(page.url()).hash).toBe('');

    // The link works once (a fresh load: the same path with a hash would not reload).
    await page.goto('about:blank');
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('another-pass-9');
    await page.getByLabel('Confirm new password').fill('another-pass-9');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('alert').filter({ hasText: accountMessages.resetLinkInvalid }).waitFor();

    await page.goto('/login');
    await page.getByLabel('ID', { exact: true }).fill(demoStudent.studentId);
    await page.getByLabel('Password', { exact: true }).fill('gurleen-new-pass');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/Sdashboard');
    await context.close();
  });
});
