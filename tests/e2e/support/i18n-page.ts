// What the i18n e2e files share: the two Indic scripts, the locale files as the screens read them,
// a public page opened in a language, a user logged in and stored in a language (and put back to
// English after), <html lang> and the language switch, and axe-core's findings as lines.
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { repoRoot } from '../../support/server-process';
import { openPage } from '../public/open';
import type { BrowserHarness } from './browser';
import { logInAs, storeLanguage } from './session';

/** The interface's languages; `Indic` are the two besides English. */
export type Language = 'en' | 'pa' | 'hi';
export type Indic = Exclude<Language, 'en'>;

/**
 * A letter of each Indic script (text in that language has at least one), and the Noto face the
 * app draws that script with.
 */
export const scripts = {
  pa: { name: 'Gurmukhi', letters: /[\u0A00-\u0A7F]/, font: 'Noto Sans Gurmukhi' },
  hi: { name: 'Devanagari', letters: /[\u0900-\u097F]/, font: 'Noto Sans Devanagari' },
} as const;

/** The folder screenshots go to when one is asked for (unset: no screenshots). */
export const screenshotDir = process.env.SCREENSHOT_DIR ?? process.env.E2E_SCREENSHOTS;

/** `<html lang>` of each language ('pa-IN'). */
export const htmlLangOf = (language: Language) => `${language}-IN`;

type Strings = Record<string, unknown>;
const files = new Map<string, Strings>();

/** A locale file of a language (`src/client/locales/<language>/<ns>.json`), parsed once. */
export function localeFile(language: Language, ns: string): Strings {
  const name = `${language}/${ns}`;
  if (!files.has(name)) {
    const file = path.join(repoRoot, 'src/client/locales', language, `${ns}.json`);
    files.set(name, JSON.parse(readFileSync(file, 'utf8')) as Strings);
  }
  return files.get(name)!;
}

/**
 * One string of the locale files, filled in: `ns:a.b.c` (or `a.b.c` in `defaultNs`), with
 * `{{name}}` replaced from `vars`. Throws when the key names no string.
 */
export function localeString(
  language: Language,
  key: string,
  vars: Record<string, string | number> = {},
  defaultNs = 'common',
): string {
  const [ns, dotted] = key.includes(':') ? key.split(':', 2) : [defaultNs, key];
  let value: unknown = localeFile(language, ns!);
  for (const part of dotted!.split('.')) value = (value as Strings | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no string ${language}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]));
}

/** The page's `<html lang>` now. */
export const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits until the page's `<html lang>` is the language's ('pa' → 'pa-IN'). */
export async function waitForHtmlLang(page: Page, language: Language): Promise<void> {
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    htmlLangOf(language),
  );
}

/** The language switch (public header, phone drawer or a dashboard's top bar) inside `scope`. */
export const languageSwitch = (page: Page, scope?: string): Locator =>
  (scope ? page.locator(scope) : page).getByRole('combobox', { name: /Language · ਭਾਸ਼ਾ · भाषा/ });

/**
 * Chooses a language with the switch inside `scope`: the public pages' and logins' links (each
 * language named in its own script, decision 048), or a dashboard's select.
 */
export async function chooseLanguage(
  page: Page,
  language: Language,
  scope?: string,
): Promise<void> {
  const root = scope ? page.locator(scope) : page;
  const link = root.locator(`nav.lang-switch a[hreflang="${language}"]`).first();
  if (await link.count()) await link.click();
  else await languageSwitch(page, scope).selectOption(language);
}

/** The `lang` cookie of the page's context, if there is one. */
export const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'lang');

/** Gives the context a `lang` cookie, as a visitor who chose that language before has. */
export async function setLanguageCookie(b: BrowserHarness, language: Language): Promise<void> {
  await b.context.addCookies([{ name: 'lang', value: language, url: b.baseUrl }]);
}

/**
 * Opens a public page in a language (`/Courses` in 'pa' is `/pa/Courses`; English has no prefix)
 * and waits until React has hydrated it.
 */
export async function openPublicIn(
  b: BrowserHarness,
  language: Language,
  pathname: string,
): Promise<Page> {
  return openPage(b, language === 'en' ? pathname : `/${language}${pathname}`);
}

/**
 * Logs the context in as `role` (the e2e admin or the demo student) in a language: the `lang`
 * cookie, the login, and the language stored with the user (a stored language wins over the
 * cookie). Pair it with `englishAfterEach`: those users are shared by every file.
 */
export async function logInIn(
  b: BrowserHarness,
  role: 'admin' | 'student',
  language: Language,
): Promise<void> {
  await setLanguageCookie(b, language);
  await logInAs(b.context, b.baseUrl, role);
  expect(await storeLanguage(b.context, b.baseUrl, language)).toBe(true);
}

/**
 * After each test of the block, the logged-in user's stored language goes back to English (the
 * e2e admin and demo student are shared by every file). Call it right after `useBrowser`, so it
 * runs while the test's context is still open.
 */
export function englishAfterEach(b: BrowserHarness): void {
  afterEach(async () => {
    await storeLanguage(b.context, b.baseUrl, 'en');
  });
}

/**
 * axe-core's findings on the page as lines (`<where> <rule>: <help> (<targets>)`), an empty list
 * when clean. A select's menu just used is still fading out, so menus are left out (unless
 * `menus` is true), and so is whatever `exclude` names (e.g. '.toast', which comes and goes on
 * its own timer).
 */
export async function axeViolations(
  page: Page,
  {
    where,
    exclude = [],
    menus = false,
  }: { where?: string; exclude?: string[]; menus?: boolean } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (!menus) builder = builder.exclude('.MuiMenu-root');
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${where ? `${where} ` : ''}${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
