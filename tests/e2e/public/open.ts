import type { Page } from 'playwright-core';
import type { BrowserHarness } from '../support/browser';

/** Opens a public page and waits until React has hydrated it (prerendered HTML is inert before). */
export async function openPage(b: BrowserHarness, path: string): Promise<Page> {
  const page = await b.open(path);
  await page.locator('.site[data-ready]').waitFor();
  return page;
}
