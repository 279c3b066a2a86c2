// Quiet pages (decision 037): a first visit to a public page runs no application code; the first
// press, key, focus or scroll loads it, and what the visitor did while it loaded is done once the
// page is live.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { demoStudent, waitForPath } from '../support/session';
import { waitFor } from '../../support/wait-for';

const live = '.site[data-ready]';

/** Holds back the app's entry module, as a slow network would; `release` lets it through. */
async function holdEntry(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/assets/entry.client-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

describe('quiet public pages', () => {
  const b = useBrowser();

  // Pages that are always quiet: whether Courses and the course pages are depends on the
  // catalogue other test files change (tests/api/quiet-pages.test.ts covers that).
  for (const path of ['/', '/contactus', '/pa/Aboutus', '/terms']) {
    it(`${path}: a first visit loads no application code until the visitor acts`, async () => {
      const scripts: string[] = [];
      b.page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await b.page.goto(path, { waitUntil: 'networkidle' });
      expect(scripts).toEqual(['/page-wake.js']);
      expect(await b.page.locator(live).count()).toBe(0);
      // The page is whole: its heading and links are there without any script.
      await b.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await b.page.locator('main a[href]').count()).toBeGreaterThan(0);

      await b.page.keyboard.press('Shift');
      await b.page.locator(live).waitFor();
      expect(scripts.some((s) => s.includes('entry.client'))).toBe(true);
    });
  }

  it('opens the phone menu pressed while the page was loading', async () => {
    await b.page.setViewportSize({ width: 375, height: 740 });
    const entry = await holdEntry(b.page);
    await b.open('/');
    await b.page.getByRole('button', { name: 'Menu' }).click();
    await waitFor(entry.asked, { message: 'the app to be asked for' });
    expect(await b.page.getByRole('dialog').count()).toBe(0);

    entry.release();
    await b.page.locator(live).waitFor();
    await b.page.getByRole('dialog').getByRole('link', { name: 'Courses' }).waitFor();
  });

  it('follows a language chosen while the page was loading', async () => {
    const entry = await holdEntry(b.page);
    await b.open('/Aboutus');
    await b.page.getByLabel('Language · ਭਾਸ਼ਾ · भाषा').first().selectOption('hi');
    await waitFor(entry.asked, { message: 'the app to be asked for' });
    expect(new URL(b.page.url()).pathname).toBe('/Aboutus');

    entry.release();
    await b.page.waitForURL((u) => u.pathname === '/hi/Aboutus');
    await b.page.locator(live).waitFor();
    expect(await b.page.locator('html').getAttribute('lang')).toBe('hi-IN');
  });

  it('sends once a contact form sent while the page was loading, without a page load', async () => {
    const entry = await holdEntry(b.page);
    const sent: unknown[] = [];
    b.page.on('request', (req) => {
      if (req.url().endsWith('/api/contact') && req.method() === 'POST')
        sent.push(req.postDataJSON());
    });
    await b.open('/contactus');
    await b.page.getByLabel('Name').fill('Gurpreet Singh');
    await b.page.getByLabel('Email').fill(`quiet.${Date.now()}@example.in`);
    await b.page.getByLabel('Course').selectOption('Accounts Courses');
    await b.page.getByLabel('Message').fill('Is there an evening batch?');
    await b.page.getByRole('button', { name: 'Send message' }).click();
    expect(entry.asked()).toBe(true);
    // The browser's own submit never happens: no navigation, nothing sent yet.
    expect(new URL(b.page.url()).search).toBe('');
    expect(sent).toEqual([]);

    entry.release();
    await b.page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from_name: 'Gurpreet Singh', course: 'Accounts Courses' });
  });

  it('sends someone logged in the live page, with their dashboard in the header', async () => {
    await b.open('/login');
    await b.page.locator('#student-id').fill(demoStudent.studentId);
    await b.page.locator('#student-password').fill(demoStudent.password);
    await b.page.locator('#student-password').press('Enter');
    await waitForPath(b.page, '/Sdashboard');
    const scripts: string[] = [];
    b.page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await b.page.goto('/', { waitUntil: 'load' });
    await b.page.locator(live).waitFor();
    await b.page.getByRole('link', { name: 'My Dashboard' }).first().waitFor();
    expect(scripts).not.toContain('/page-wake.js');
  });
});
