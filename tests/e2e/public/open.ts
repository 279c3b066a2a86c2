import type { Page } from 'playwright-core';
import type { BrowserHarness } from '../support/browser';

/**
 * Wakes a quiet page (its scripts held until the visitor first acts: public/page-wake.js) the way
 * a visitor would, with a key that does nothing else (Shift), and waits until React has hydrated
 * it (prerendered HTML is inert before).
 */
export async function wakePage(page: Page): Promise<Page> {
  if (await page.locator('#app-module').count()) await page.keyboard.press('Shift');
  await page.locator('.site[data-ready]').waitFor();
  return page;
}

/** Opens a public page and waits until it is live (`wakePage`). */
export async function openPage(b: BrowserHarness, path: string): Promise<Page> {
  return wakePage(await b.open(path));
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

/**
 * Opens the contact page and waits until its form is the app's (its fields' code loads when the
 * visitor reaches for the form; a Send before that goes to the server as a form, decision 048).
 */
export async function openContactForm(b: BrowserHarness, path = '/contactus'): Promise<Page> {
  const page = await openPage(b, path);
  await page.locator('#from_name').focus();
  await page.locator('form.contact-form[data-enhanced]').waitFor();
  return page;
}
