import type { Page } from 'playwright-core';
import type { BrowserHarness } from '../support/browser';

/** Opens a public page and waits until React has hydrated it (prerendered HTML is inert before). */
export async function openPage(b: BrowserHarness, path: string): Promise<Page> {
  const page = await b.open(path);
  await page.locator('.site[data-ready]').waitFor();
  return page;
}

/** Every kind of public page, with one course page: the lists each public test file extends. */
export const publicPages = [
  '/',
  '/Aboutus',
  '/Courses',
  '/contactus',
  '/privacy',
  '/terms',
  '/graphic-design',
] as const;
