import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type ViewportSize,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '#scripts/chromium.mjs';

export const desktop: ViewportSize = { width: 1280, height: 800 };
export const phone: ViewportSize = { width: 375, height: 740 };

export type BrowserHarness = {
  readonly baseUrl: string;
  /** This test's page (a new browser context per test). */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Opens a path of the app and waits for the page to load. */
  open(pathname: string): Promise<Page>;
  /** Console errors matching this pattern are expected in this test (e.g. a 401 on a wrong password). */
  allowConsole(pattern: RegExp): void;
};

/**
 * Registers the hooks of one e2e test file: one Chromium for the file, a fresh context per test,
 * and a check after each test that fails it when the page logged a console error, threw, or got
 * a 5xx reply.
 */
export function useBrowser(viewport: ViewportSize = desktop): BrowserHarness {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('browser not launched');
    problems = [];
    allowed = [];
    context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-IN' });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (!allowed.some((re) => re.test(text))) problems.push(`console.error: ${text}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('response', (res) => {
      if (res.status() < 500) return;
      // A test that provokes a 5xx on purpose allows it as it allows the console line it causes.
      const text = `${res.status()} from ${res.url()}`;
      if (!allowed.some((re) => re.test(`status of ${text}`))) problems.push(text);
    });
  });

  afterEach(async () => {
    await context?.close();
    const found = problems;
    problems = [];
    if (found.length > 0) throw new Error(`The page reported errors:\n${found.join('\n')}`);
  });

  function need<T>(value: T | undefined, what: string): T {
    if (!value) throw new Error(`${what} is only available inside a test`);
    return value;
  }

  return {
    baseUrl,
    get page() {
      return need(page, 'page');
    },
    get context() {
      return need(context, 'context');
    },
    async open(pathname: string) {
      const p = need(page, 'page');
      await p.goto(pathname, { waitUntil: 'load' });
      return p;
    },
    allowConsole(pattern: RegExp) {
      allowed.push(pattern);
    },
  };
}

/** A dialog once its enter transition has finished: axe measures what is painted, and a
 *  dialog still fading in has text of too little contrast. */
export async function settledDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await dialog.evaluate(async (el) => {
    const root = el.closest('.MuiDialog-root') ?? el;
    // A transition cancelled (replaced by another) rejects `finished`: it is over all the same.
    await Promise.all(
      root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)),
    );
  });
  return dialog;
}
