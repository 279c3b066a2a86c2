// Issue 12, the frame every screen hangs in: the language switch in the public header, the phone
// drawer and both dashboards' top bars; the public pages at /pa/… and /hi/…; <html lang>; the
// choice remembered (cookie, and with the user across devices); a server error in the reader's
// language.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from '../support/browser';
import {
  htmlLang,
  languageCookie,
  chooseLanguage,
  languageSwitch,
  openPublicIn,
  screenshotDir as shots,
  scripts,
  setLanguageCookie,
  waitForHtmlLang,
} from '../support/i18n-page';
import { e2eAdmin, storeLanguage, waitForPath } from '../support/session';
import { newPortalStudent } from '../student/portal-helpers';
import { wakePage } from '../public/open';

const gurmukhi = scripts.pa.letters;
const devanagari = scripts.hi.letters;
const hreflangs = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`,
    ),
  );

describe('language switch on the public site (1280px)', () => {
  const b = useBrowser(desktop);

  it('goes to the same page at /pa/… and /hi/… and back, with <html lang>, the script and hreflang links', async () => {
    const page = await openPublicIn(b, 'en', '/Courses');
    expect(await htmlLang(page)).toBe('en-IN');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).waitFor();

    await chooseLanguage(page, 'pa', '.site-header');
    await waitForPath(page, '/pa/Courses');
    await waitForHtmlLang(page, 'pa');
    const paNav = page.locator('.site-header__links');
    expect(await paNav.innerText()).toMatch(gurmukhi);
    expect(await hreflangs(page)).toEqual([
      'en /Courses',
      'pa /pa/Courses',
      'hi /hi/Courses',
      'x-default /Courses',
    ]);
    const cookie = await languageCookie(page);
    expect(cookie).toMatchObject({ value: 'pa', sameSite: 'Lax', path: '/' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);
    // Links inside a /pa/ page stay in /pa/.
    expect(await paNav.getByRole('link').first().getAttribute('href')).toBe('/pa/Courses');
    await paNav.getByRole('link').nth(1).click();
    await waitForPath(page, '/pa/Aboutus');
    if (shots) await page.screenshot({ path: `${shots}/header-pa-1280.png` });

    await chooseLanguage(page, 'hi', '.site-header');
    await waitForPath(page, '/hi/Aboutus');
    await waitForHtmlLang(page, 'hi');
    expect(await page.locator('.site-header__links').innerText()).toMatch(devanagari);
    expect(await page.locator('.site-footer').innerText()).toMatch(devanagari);
    if (shots) await page.screenshot({ path: `${shots}/header-hi-1280.png` });

    await chooseLanguage(page, 'en', '.site-header');
    await waitForPath(page, '/Aboutus');
    await waitForHtmlLang(page, 'en');
    await nav.getByRole('link', { name: 'Contact Us' }).waitFor();
    expect((await languageCookie(page))?.value).toBe('en');
  });

  it('prerenders each page in its language, and sends a visitor who chose Hindi to /hi/…', async () => {
    const res = await b.context.request.get('/pa/contactus', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="pa-IN"');
    expect(html).toMatch(/hreflang="hi" href="[^"]*\/hi\/contactus"/i);
    expect(html).toMatch(/rel="canonical" href="[^"]*\/pa\/contactus"/);
    expect(html).toMatch(gurmukhi);
    expect(res.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");

    const sitemap = await (await b.context.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/hreflang="pa" href="[^"]*\/pa\/Courses"/);
    expect(sitemap).toMatch(/hreflang="hi" href="[^"]*\/hi\/graphic-design"/);

    await setLanguageCookie(b, 'hi');
    const redirect = await b.context.request.get('/Courses?x=1', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('/hi/Courses?x=1');
    // In the browser: no hydration error (the harness fails on any console error).
    const page = await b.open('/Courses');
    await waitForPath(page, '/hi/Courses');
    expect(await htmlLang(page)).toBe('hi-IN');
    await wakePage(page);
    expect(await page.locator('.site-header__links').innerText()).toMatch(devanagari);
  });

  it('shows a server error in the reader’s language, by its code (/pa/Adminlogin)', async () => {
    b.allowConsole(/status of 401/);
    const page = await b.open('/pa/Adminlogin');
    expect(await htmlLang(page)).toBe('pa-IN');
    // Hydrated: React has attached its handlers to the form's button.
    await page.waitForFunction(() => {
      const button = document.querySelector('button[type="submit"]');
      return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps'));
    });
    await page.locator('#admin-id').fill('nobody-here');
    await page.locator('#admin-password').fill('not-the-password');
    await page.locator('button[type="submit"]').click();
    // INVALID_CREDENTIALS: the server says 'Invalid credentials'; the reader sees it in Punjabi.
    const alert = page.locator('#admin-login-error');
    await alert.filter({ hasText: 'ਗ਼ਲਤ ਲੌਗ ਇਨ ਵੇਰਵੇ' }).waitFor();
    expect(await alert.innerText()).not.toContain('Invalid credentials');
  });
});

describe('language switch on a phone (375px): in the header, beside the menu (issue 27.18)', () => {
  const b = useBrowser(phone);

  it('switches from the header, and the menu then opens in the chosen language', async () => {
    const page = await openPublicIn(b, 'en', '/');
    await chooseLanguage(page, 'pa', '.site-header');
    await waitForPath(page, '/pa');
    await waitForHtmlLang(page, 'pa');
    await page.locator('.site-header__menu').click();
    await page.getByRole('dialog', { name: 'ਮੀਨੂ' }).waitFor();
    expect(await page.locator('#site-drawer').innerText()).toMatch(gurmukhi);
    if (shots) await page.screenshot({ path: `${shots}/drawer-pa-375.png` });
    await page.keyboard.press('Escape');
    await chooseLanguage(page, 'hi', '.site-header');
    await waitForPath(page, '/hi');
    await page.locator('.site-header__menu').click();
    await page.getByRole('dialog', { name: 'मेन्यू' }).waitFor();
    expect(await page.locator('#site-drawer .drawer__links').innerText()).toMatch(devanagari);
    if (shots) await page.screenshot({ path: `${shots}/drawer-hi-375.png` });
  });
});

for (const [label, viewport] of [
  ['1280px', desktop],
  ['375px', phone],
] as const) {
  describe(`language switch in the dashboards' top bars (${label})`, () => {
    const b = useBrowser(viewport);

    it('student portal: remembered after a reload and after logging in on another device', async () => {
      const student = await newPortalStudent(b.baseUrl);
      const logIn = async (page: Page) => {
        const res = await page.context().request.post('/auth/student/login', {
          data: { studentId: student.studentId, password: student.password },
          headers: { origin: b.baseUrl },
        });
        expect(res.status()).toBe(200);
        return (await res.json()) as { user: { language?: string } };
      };
      await logIn(b.page);
      const page = await b.open('/Sdashboard');
      await page.getByRole('navigation', { name: 'Student dashboard' }).waitFor();
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/language'));
      await chooseLanguage(page, 'pa', '.dash-topbar');
      expect((await saved).status()).toBe(204);
      await waitForHtmlLang(page, 'pa');
      if (shots)
        await page.screenshot({ path: `${shots}/student-topbar-pa-${viewport.width}.png` });

      await page.reload();
      await waitForHtmlLang(page, 'pa');
      expect(await languageSwitch(page, '.dash-topbar').inputValue()).toBe('pa');

      // Another device: no cookie; the login's reply and the portal carry the stored language.
      const other = await page.context().browser()!.newContext({ baseURL: b.baseUrl, viewport });
      try {
        const fresh = await other.newPage();
        expect((await logIn(fresh)).user.language).toBe('pa');
        await fresh.goto('/Sdashboard');
        await waitForHtmlLang(fresh, 'pa');
        expect(await languageSwitch(fresh, '.dash-topbar').inputValue()).toBe('pa');
        expect((await languageCookie(fresh))?.value).toBe('pa');
        await chooseLanguage(fresh, 'hi', '.dash-topbar');
        await waitForHtmlLang(fresh, 'hi');
        if (shots) {
          await fresh.screenshot({ path: `${shots}/student-topbar-hi-${viewport.width}.png` });
        }
      } finally {
        await other.close();
      }
    });

    it('admin console: switches, and keeps it after a reload and a new login', async () => {
      // The dashboard's polls meet the logged-out moment between the two logins.
      b.allowConsole(/status of 401/);
      const page = b.page;
      const res = await b.context.request.post('/auth/login', {
        data: e2eAdmin,
        headers: { origin: b.baseUrl },
      });
      expect(res.status()).toBe(200);
      try {
        await b.open('/Sidebar');
        await page.locator('.dash-topbar').waitFor();
        await chooseLanguage(page, 'hi', '.dash-topbar');
        await waitForHtmlLang(page, 'hi');
        expect(await languageSwitch(page, '.dash-topbar').inputValue()).toBe('hi');
        if (shots)
          await page.screenshot({ path: `${shots}/admin-topbar-hi-${viewport.width}.png` });
        await chooseLanguage(page, 'pa', '.dash-topbar');
        await waitForHtmlLang(page, 'pa');
        if (shots)
          await page.screenshot({ path: `${shots}/admin-topbar-pa-${viewport.width}.png` });
        await page.reload();
        await waitForHtmlLang(page, 'pa');

        await b.context.clearCookies();
        const again = await b.context.request.post('/auth/login', {
          data: e2eAdmin,
          headers: { origin: b.baseUrl },
        });
        expect(((await again.json()) as { user: { language?: string } }).user.language).toBe('pa');
        await b.open('/Sidebar');
        await waitForHtmlLang(page, 'pa');
        expect(await languageSwitch(page, '.dash-topbar').inputValue()).toBe('pa');
      } finally {
        // The shared e2e admin goes back to English for the other test files.
        expect(await storeLanguage(b.context, b.baseUrl, 'en')).toBe(true);
      }
    });
  });
}
