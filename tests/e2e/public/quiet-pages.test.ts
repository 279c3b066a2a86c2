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

  // Decision 048: nothing waits for the app. With its entry module held back (never arriving),
  // the menu opens, a language link goes to its page and the contact form is sent by the browser.
  it('opens the phone menu at once while the app is still loading', async () => {
    await b.page.setViewportSize({ width: 375, height: 740 });
    const entry = await holdEntry(b.page);
    await b.open('/');
    await b.page.getByRole('button', { name: 'Menu' }).click();
    await waitFor(entry.asked, { message: 'the app to be asked for' });
    await b.page.getByRole('dialog').getByRole('link', { name: 'Courses' }).waitFor();
    entry.release();
    await b.page.locator(live).waitFor();
  });

  it('follows a language link at once while the app is still loading', async () => {
    const entry = await holdEntry(b.page);
    await b.open('/Aboutus');
    await b.page.locator('.site-header a[hreflang="hi"]').click();
    await b.page.waitForURL((u) => u.pathname === '/hi/Aboutus');
    expect(await b.page.locator('html').getAttribute('lang')).toBe('hi-IN');
    expect((await b.context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');
    entry.release();
  });

  it('sends a contact form sent while the app is loading as a form: the server answers', async () => {
    const entry = await holdEntry(b.page);
    await b.open('/contactus');
    await b.page.getByLabel('Name').fill('Gurpreet Singh');
    await b.page.getByLabel('Email').fill(`quiet.${Date.now()}@example.in`);
    await b.page.getByLabel('Course').selectOption('Accounts Courses');
    await b.page.getByLabel('Message').fill('Is there an evening batch?');
    await b.page.getByRole('button', { name: 'Send message' }).click();
    await b.page.waitForURL((u) => u.search === '?sent=1');
    await b.page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).waitFor();
    entry.release();
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
