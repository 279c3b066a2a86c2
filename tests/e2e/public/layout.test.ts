import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from '../support/browser';
import { openPage } from './open';

describe('public header and footer (1280px)', () => {
  const b = useBrowser(desktop);

  it('links the logo home and has the spec header links', async () => {
    const page = await openPage(b, '/Aboutus');
    const header = page.locator('header.site-header');
    expect(
      await header.getByRole('link', { name: 'Ambar Academy home' }).getAttribute('href'),
    ).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    expect(await links.allInnerTexts()).toEqual([
      'Courses',
      'About Us',
      'Contact Us',
      'Login',
      'Admin Login',
    ]);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(['/Courses', '/Aboutus', '/contactus', '/login', '/Adminlogin']);
    const inner = await page
      .locator('.site-header__inner')
      .evaluate((el) => getComputedStyle(el).maxWidth);
    expect(inner).toBe('1400px');

    await nav.getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our courses' }).waitFor();
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await nav.getByRole('link', { name: 'Admin Login' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('hides on scrolling down, returns on scrolling up, frosted past 50px', async () => {
    const page = await openPage(b, '/');
    const header = page.locator('header.site-header');
    const state = () =>
      header.evaluate((el) => ({
        hidden: el.getAttribute('data-hidden'),
        frosted: el.getAttribute('data-frosted'),
        top: el.getBoundingClientRect().bottom,
      }));
    expect(await state()).toMatchObject({ hidden: 'false', frosted: 'false' });

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await state()).hidden).toBe('true');
    expect((await state()).frosted).toBe('true');
    await expect.poll(async () => (await state()).top).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await state()).hidden).toBe('false');
    expect((await state()).frosted).toBe('true');
    const styles = await header.evaluate((el) => getComputedStyle(el));
    expect(styles.boxShadow).not.toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await state()).frosted).toBe('false');
  });

  it('has the footer contact details, quick links in both casings, social links and legal pages', async () => {
    const page = await openPage(b, '/');
    const footer = page.locator('footer.site-footer');
    const inner = await footer
      .locator('.site-footer__inner')
      .evaluate((el) => getComputedStyle(el).maxWidth);
    expect(inner).toBe('1200px');
    expect(await footer.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+919876543210');
    expect(await footer.locator('a[href^="mailto:"]').innerText()).toBe('info@ambaracademy.in');
    const maps = footer.getByRole('link', { name: /Ludhiana, Punjab 141001/ });
    expect(await maps.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);

    const quick = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    const hrefs = await quick.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/AboutUs', '/courses', '/contactus']));

    for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'X']) {
      const link = footer.getByRole('link', { name: `Ambar Academy on ${network}` });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(await footer.innerText()).toMatch(
      /© \d{4} Ambar Academy\. All rights reserved\. Website by Doaba Web Studio/,
    );

    await quick.filter({ hasText: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await quick.filter({ hasText: 'Courses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our courses' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.locator('.prose h2').count()).toBeGreaterThan(4);
    await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Refunds' }).isVisible()).toBe(true);
  });

  it('serves the lower-case casings and sends unknown paths home', async () => {
    for (const path of ['/courses', '/aboutus', '/AboutUs', '/Contactus']) {
      const page = await openPage(b, path);
      expect(await page.locator('h1').count()).toBe(1);
    }
    b.allowConsole(/status of 404/);
    const page = await b.open('/no-such-page');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Ambar Academy' }).waitFor();
  });
});
