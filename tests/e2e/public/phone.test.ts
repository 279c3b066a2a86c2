import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import { openPage, publicPages } from './open';

const pages = [...publicPages, '/senior-secondary-classes-11-12'];

describe('public pages on a 375px phone', () => {
  const b = useBrowser(phone);

  it('never scrolls sideways', async () => {
    for (const path of pages) {
      const page = await openPage(b, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });

  it('opens the menu drawer with the header links; Escape closes it and focus returns', async () => {
    const page = await openPage(b, '/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    // The button's state follows the popover's `toggle` event, which the browser fires a task later.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const names = await drawer.getByRole('link').allInnerTexts();
    expect(names).toEqual(['Courses', 'About Us', 'Contact Us', 'Login', 'Admin Login']);
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Tab stays inside the drawer.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('follows a drawer link and closes the drawer', async () => {
    const page = await openPage(b, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('covers the whole screen with the drawer even after scrolling (frosted header)', async () => {
    const page = await openPage(b, '/Courses');
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 900);
    await page.mouse.wheel(0, -200);
    await expect
      .poll(() => page.locator('header.site-header').getAttribute('data-frosted'))
      .toBe('true');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.height).toBe(740);
  });

  it('shows the course grid in one column and the contact form full width', async () => {
    const page = await openPage(b, '/Courses');
    const cards = page.locator('#web-technologies .course-card');
    const boxes = await cards.evaluateAll((els) =>
      els.slice(0, 2).map((e) => e.getBoundingClientRect().left),
    );
    expect(boxes[0]).toBe(boxes[1]);
    const form = await openPage(b, '/contactus');
    const width = await form
      .getByRole('button', { name: 'Send message' })
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(250);
  });
});
