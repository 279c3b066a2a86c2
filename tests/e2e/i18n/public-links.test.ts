// Issue 12: a reader of the Punjabi or Hindi site stays in it. Clicking through Home → Courses →
// a course → Contact Us → About Us from /pa/ or /hi/ keeps the prefix in every URL, and every
// link of the header, the phone menu, the page and the footer that leads to a public page carries
// it in its href (in the HTML, not only after the app corrects a click). A path that names no
// page answers 404 and still lands the reader on the home page of the path's language.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { htmlLang, htmlLangOf, localeFile, openPublicIn } from '../support/i18n-page';
import { wakePage } from '../public/open';

/** Pages with one URL whatever the language (their language is the user's). */
const oneUrl = /^\/(sdashboard|sidebar|print|api|auth|uploads)(\/|$)/i;

/**
 * The hrefs of the page's own links to public pages (header, phone menu, main, footer), as the
 * browser resolves them; other sites, phone and mail links, the dashboards and the language
 * switch are left out.
 */
async function publicHrefs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], #site-drawer a[href], main a[href], footer a[href]')
    // The language switch's links lead to the other languages on purpose (decision 048).
    .evaluateAll((links) =>
      links.filter((a) => !a.closest('.lang-switch')).map((a) => (a as HTMLAnchorElement).href),
    );
  const origin = new URL(page.url()).origin;
  return hrefs.filter((href) => {
    const url = new URL(href);
    return url.origin === origin && !oneUrl.test(url.pathname);
  });
}

/** Every public link of the page is under `/<language>`; returns how many there were. */
async function expectLinksIn(page: Page, language: string): Promise<number> {
  const hrefs = await publicHrefs(page);
  const prefix = new RegExp(`^/${language}(/|$)`);
  const english = hrefs.filter((href) => !prefix.test(new URL(href).pathname));
  expect(english, `links on ${page.url()}`).toEqual([]);
  return hrefs.length;
}

async function expectPathIn(page: Page, language: string, rest: RegExp) {
  await page.waitForURL((u) => u.pathname.startsWith(`/${language}/`) && rest.test(u.pathname));
  await wakePage(page);
}

describe('links of the public pages in Punjabi and Hindi', () => {
  const b = useBrowser();

  for (const language of ['pa', 'hi'] as const) {
    it(`${language}: Home → Courses → a course → Contact Us → About Us stays in /${language}/`, async () => {
      const pub = localeFile(language, 'public');
      const layout = localeFile(language, 'layout');
      const home = pub.home as { exploreCourses: string };
      const course = pub.course as { enquire: string };
      const nav = layout.nav as { aboutUs: string };
      const header = layout.header as { mainNav: string };
      let seen = 0;

      const page = await openPublicIn(b, language, '/');
      seen += await expectLinksIn(page, language);

      await page
        .getByRole('main')
        .getByRole('link', { name: home.exploreCourses, exact: true })
        .click();
      await expectPathIn(page, language, /^\/\w+\/courses$/i);
      seen += await expectLinksIn(page, language);

      // The first course card (its title is the link).
      await page
        .getByRole('main')
        .getByRole('heading', { level: 3 })
        .first()
        .getByRole('link')
        .click();
      await expectPathIn(page, language, /^\/\w+\/[a-z0-9-]+$/);
      await page
        .getByRole('main')
        .getByRole('link', { name: course.enquire, exact: true })
        .waitFor();
      seen += await expectLinksIn(page, language);

      await page.getByRole('main').getByRole('link', { name: course.enquire, exact: true }).click();
      await expectPathIn(page, language, /^\/\w+\/contactus$/i);
      expect(new URL(page.url()).searchParams.get('topic')).toBeTruthy();
      seen += await expectLinksIn(page, language);

      await page
        .getByRole('navigation', { name: header.mainNav })
        .getByRole('link', { name: nav.aboutUs, exact: true })
        .click();
      await expectPathIn(page, language, /^\/\w+\/aboutus$/i);
      seen += await expectLinksIn(page, language);
      // The pages hold many links (header, drawer, cards, footer): all were looked at.
      expect(seen).toBeGreaterThan(60);
    });
  }
});

describe('a path that names no page', () => {
  const b = useBrowser();

  for (const [start, home, language, heading] of [
    ['/no-such-page-in-links', '/', 'en', 'Welcome to Ambar Academy'],
    ['/pa/no-such-course-in-links', '/pa', 'pa', 'Ambar Academy ਵਿੱਚ ਜੀ ਆਇਆਂ ਨੂੰ'],
    ['/hi/no/such/page', '/hi', 'hi', null],
  ] as const) {
    it(`answers 404 for ${start} and lands on ${home}`, async () => {
      b.allowConsole(/status of 404/);
      const res = await b.page.request.get(start, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      await b.open(start);
      await b.page.waitForURL((u) => u.pathname === home);
      await wakePage(b.page);
      if (heading) await b.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await htmlLang(b.page)).toBe(htmlLangOf(language));
    });
  }
});
