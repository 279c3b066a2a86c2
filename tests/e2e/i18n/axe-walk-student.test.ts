// Issue 12: axe-core finds 0 violations on every page of the student portal in English, Punjabi
// and Hindi: each page, the top bar's search with results and with none, the profile menu, the
// notice search with no match, the password form with its errors, a fee receipt, and each page
// at 375px. One student login per language walks every state.
import { afterEach, describe, expect, it } from 'vitest';
import { desktop, useBrowser } from '../support/browser';
import { logInAs, storeLanguage } from '../support/session';
import {
  check,
  checkPhone,
  submitEmpty,
  transitionsEnded,
  visit,
  walkLanguages,
  words,
  type Walk,
} from './axe-walk-support';

const pages = [
  ['/Sdashboard', 'home'],
  ['/Sdashboard/CoursesCards', 'courses'],
  ['/Sdashboard/mocktest', 'mock-tests'],
  ['/Sdashboard/MidTerm', 'mid-term'],
  ['/Sdashboard/FinalExam', 'final-exam'],
  ['/Sdashboard/Result', 'result'],
  ['/Sdashboard/fee', 'fee'],
  ['/Sdashboard/Notice', 'notice'],
  ['/Sdashboard/Profile', 'profile'],
  ['/Sdashboard/Settings', 'settings'],
] as const;

/** The top bar on the home page: search with hits, search with none, the profile menu. */
async function topBar(walk: Walk) {
  const { page, lang } = walk;
  await visit(walk, '/Sdashboard');
  const search = page.getByRole('searchbox', { name: words(lang, 'student:search.label') });
  await search.fill('Full Stack');
  await page.getByRole('list', { name: words(lang, 'student:search.results') }).waitFor();
  await check(walk, 'home', 'search-results');
  await search.fill('zzzz-none');
  await page.locator('.dash-search__none').filter({ hasText: /\S/ }).waitFor();
  await page
    .locator('.dash-search__none')
    .filter({ hasText: words(lang, 'student:search.nothing') })
    .waitFor();
  await check(walk, 'home', 'search-none');
  await search.press('Escape');
  await search.fill('');
  await page.locator('.dash-profile').click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await transitionsEnded(menu, '.MuiPopover-root');
  await check(walk, 'home', 'profile-menu');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

/** The states a page has beyond itself. */
async function pageStates(walk: Walk, name: string) {
  const { page, lang } = walk;
  if (name === 'notice') {
    await page.getByLabel(words(lang, 'admin-school:notices.board.byTitle')).fill('zzzz-none');
    await page.getByText(words(lang, 'admin-school:notices.noneFound')).waitFor();
    // The Clear button turns from disabled grey to its colour over 250 ms: axe in between reads
    // a contrast no reader ever sees.
    await transitionsEnded(page.locator('main'));
    await check(walk, name, 'no-match');
  }
  if (name === 'settings') {
    await submitEmpty(page.locator('main form').first());
    await check(walk, name, 'errors');
  }
  if (name === 'fee') {
    await page.locator('a[href^="/Sdashboard/receipts/"]').first().click();
    await page.waitForURL(/\/Sdashboard\/receipts\/\d+$/);
    await page.getByRole('article').first().waitFor();
    await check(walk, 'receipt', 'page');
    await checkPhone(walk, 'receipt');
  }
}

describe('axe on the student portal, in each language', () => {
  const b = useBrowser(desktop);
  // The demo student is shared by every file: put English back.
  afterEach(() => storeLanguage(b.context, b.baseUrl, 'en'));

  for (const lang of walkLanguages) {
    it(`${lang}: every page and its states; each page at 375px`, async () => {
      await b.context.addCookies([{ name: 'lang', value: lang, url: b.baseUrl }]);
      await logInAs(b.context, b.baseUrl, 'student');
      expect(await storeLanguage(b.context, b.baseUrl, lang)).toBe(true);
      const walk: Walk = { page: b.page, lang, problems: [] };
      await topBar(walk);
      for (const [pathname, name] of pages) {
        await visit(walk, pathname);
        await check(walk, name, 'page');
        await checkPhone(walk, name);
        await pageStates(walk, name);
      }
      expect(walk.problems).toEqual([]);
    }, 300_000);
  }
});
