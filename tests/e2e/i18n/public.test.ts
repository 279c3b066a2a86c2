// Issue 12: the public site and the logins in Punjabi and Hindi — the contact form, a course page
// and the student login at their /pa/ and /hi/ URLs show Gurmukhi / Devanagari, no raw key, and
// axe finds nothing; plus what holds in every language (SVG icons on About Us, link colours).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seedCourseTexts } from '#shared/catalogue-data/translations.ts';
import { desktop, phone, useBrowser } from '../support/browser';
import {
  axeViolations,
  htmlLang,
  htmlLangOf,
  chooseLanguage,
  localeFile,
  localeString,
  openPublicIn,
  scripts as indicScripts,
  setLanguageCookie,
} from '../support/i18n-page';
import { openPage } from '../public/open';

const baseUrl = inject('baseUrl');

/**
 * Whether the language URLs are served (the i18n-shell work): /pa/ answers 200 with a page whose
 * `<html lang>` is Punjabi. (Any unknown path also answers 200 with the SPA shell, so the status
 * alone does not tell.)
 */
async function languageUrlsServed(): Promise<boolean> {
  const res = await fetch(`${baseUrl}/pa/`).catch(() => null);
  if (!res || res.status !== 200) return false;
  return /<html[^>]*\blang="pa-IN"/.test(await res.text());
}
const served = await languageUrlsServed();

const scripts = { pa: indicScripts.pa.letters, hi: indicScripts.hi.letters } as const;

/** Every key of the public and auth namespaces: none may be shown as it is. */
function keysOf(ns: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out.push(prefix.replace(/_(one|other)$/, ''));
    else
      for (const [k, v] of Object.entries(value as object)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(localeFile('en', ns), '');
  return out;
}
const rawKeys = [...keysOf('public'), ...keysOf('auth')];

// axe on the whole page, menus included: this file has always left nothing out (unlike the
// dashboards' checks, which leave out a fading menu or a toast).
const violations = (page: Page) => axeViolations(page, { menus: true });

async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(rawKeys.filter((k) => text.includes(k))).toEqual([]);
}

describe('public pages at /pa/ and /hi/', () => {
  it('serves /pa/ prerendered in Punjabi', () => {
    expect(served).toBe(true);
  });

  for (const [label, viewport] of [
    ['1280px', desktop],
    ['375px', phone],
  ] as const) {
    describe(label, () => {
      const b = useBrowser(viewport);

      for (const language of ['pa', 'hi'] as const) {
        const script = scripts[language];

        it(`${language}: the contact form, its errors and its success text`, async () => {
          const page = await openPublicIn(b, language, '/contactus');
          expect(await htmlLang(page)).toBe(htmlLangOf(language));
          await expect.poll(() => page.locator('h1').innerText()).toMatch(script);
          const form = page.locator('form.contact-form');
          expect(await form.locator('h2').innerText()).toMatch(script);
          const send = form.locator('button[type="submit"]');
          expect(await send.innerText()).toMatch(script);
          expect(await page.locator('.contact-details dt').first().innerText()).toMatch(script);
          if (viewport === phone) {
            // The menu button keeps its 44px square (a taller line height once squashed it).
            const menu = await page.locator('.site-header__menu').boundingBox();
            expect([menu?.width, menu?.height]).toEqual([44, 44]);
          }
          await expectNoRawKeys(page);
          expect(await violations(page)).toEqual([]);

          // Errors showing: still no violation. The app shows them once it has taken the form
          // over (a focus wakes it); before that the browser's own checks would stop the send.
          await form.locator('#from_name').focus();
          await page.locator('form.contact-form[data-enhanced]').waitFor();
          await send.click();
          await form.locator('.field__error').first().waitFor();
          expect(await violations(page)).toEqual([]);

          // Labels are translated; a message sent shows the success text in the language.
          const labels = await form.locator('label').allInnerTexts();
          expect(labels.filter((l) => script.test(l)).length).toBeGreaterThanOrEqual(4);
          await form.locator('#from_name').fill('ਗੁਰਪ੍ਰੀਤ ਕੌਰ');
          await form
            .locator('#from_email')
            .fill(`i18n-${language}-${Date.now()}-${label}@example.com`);
          await form.locator('#course').selectOption('Cooking Courses');
          await form.locator('#message').fill('Graphic Design ਬਾਰੇ ਜਾਣਕਾਰੀ चाहिए।');
          await send.click();
          const sent = { pa: 'ਸੁਨੇਹਾ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ!', hi: 'संदेश भेज दिया गया है!' }[language];
          await page.getByRole('status').filter({ hasText: sent }).waitFor();
        });

        it(`${language}: a course page, its chrome and its course, in the language`, async () => {
          const page = await openPublicIn(b, language, '/graphic-design');
          expect(await htmlLang(page)).toBe(htmlLangOf(language));
          // The course itself too (issue 27.2): the built-in catalogue ships Punjabi and Hindi.
          expect(await page.locator('h1').innerText()).toBe(
            seedCourseTexts[language]['graphic-design']!.name,
          );
          expect(await page.locator('#facts-title').innerText()).toMatch(script);
          expect(await page.locator('#covers-title').innerText()).toMatch(script);
          const enquire = page.locator('.course__cta a').first();
          expect(await enquire.innerText()).toMatch(script);
          expect(await page.locator('.course__facts dt').allInnerTexts()).toEqual(
            expect.arrayContaining([expect.stringMatching(script)]),
          );
          expect(await page.title()).toMatch(script);
          await expectNoRawKeys(page);
          expect(await violations(page)).toEqual([]);
        });

        it(`${language}: the student login`, async () => {
          const page = await b.open(`/${language}/login`);
          await page.locator('form.auth__form').waitFor();
          expect(await htmlLang(page)).toBe(htmlLangOf(language));
          await expect.poll(() => page.locator('h1').innerText()).toMatch(script);
          expect(await page.locator('button[type="submit"]').innerText()).toMatch(script);
          expect(await page.locator('label[for="student-password"]').innerText()).toMatch(script);
          const back = await page.locator('.back-button').boundingBox();
          expect([back?.width, back?.height]).toEqual([44, 44]);
          expect(await page.title()).toMatch(script);
          await expectNoRawKeys(page);
          expect(await violations(page)).toEqual([]);
          // The form's own refusal (both fields empty) is told in the page's language too.
          const invalid = localeString(language, 'validation:authMessages.invalidIdOrPassword');
          await page.locator('button[type="submit"]').click();
          await page.getByRole('alert').filter({ hasText: invalid }).waitFor();
          // The login screens have the language switch too: the same page in another language.
          const other = language === 'pa' ? 'hi' : 'pa';
          await chooseLanguage(page, other);
          await page.waitForURL((url) => url.pathname === `/${other}/login`);
          await expect.poll(() => page.locator('h1').innerText()).toMatch(scripts[other]);
          expect(await htmlLang(page)).toBe(htmlLangOf(other));
        });
      }
    });
  }
});

describe('the public pages in every language', () => {
  const b = useBrowser(desktop);

  it('About Us draws its icons as inline SVG (no emoji, which show as boxes without a font)', async () => {
    const page = await openPage(b, '/Aboutus');
    const icons = page.locator('.offer__icon');
    expect(await icons.count()).toBe(11);
    expect(await page.locator('.offer__icon > svg').count()).toBe(11);
    const texts = await icons.allInnerTexts();
    expect(texts.join('').trim()).toBe('');
    expect(await page.locator('main').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('links in running text use the site’s link colour, not the browser’s default blue', async () => {
    const defaultBlue = 'rgb(0, 0, 238)';
    const colour = (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    const courses = await openPage(b, '/Courses');
    expect(await colour(courses, '.page__aside a')).not.toBe(defaultBlue);
    const signUp = await openPage(b, '/SignUp');
    expect(await colour(signUp, '.page-hero__lead a')).not.toBe(defaultBlue);
  });

  it('the forgot-password page follows the lang cookie (pa, then hi)', async () => {
    for (const language of ['pa', 'hi'] as const) {
      await setLanguageCookie(b, language);
      const page = await b.open('/forgot-password');
      await expect.poll(() => page.locator('h1').innerText()).toMatch(scripts[language]);
      expect(await page.locator('.auth__footer').innerText()).toMatch(scripts[language]);
      await expectNoRawKeys(page);
      expect(await violations(page)).toEqual([]);
    }
  });
});
