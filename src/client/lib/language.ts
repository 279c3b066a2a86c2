import { useCallback } from 'react';
import {
  defaultLanguage,
  i18n,
  isLanguage,
  loadLanguage,
  localeOf,
  useTranslation,
  type Language,
} from './i18n';

/** The cookie that remembers a visitor's language (a logged-in user's is also stored with them). */
const languageCookie = 'lang';

/** The language of a public page's request (a loader's): its URL's prefix, else English. */
export function requestLanguage(request: Request): Language {
  return languageFromPath(new URL(request.url).pathname) ?? defaultLanguage;
}

/** '/pa/Courses' → 'pa'; public pages in Punjabi and Hindi live under their language's prefix. */
export function languageFromPath(pathname: string): Language | undefined {
  const m = /^\/(pa|hi)(?:\/|$)/.exec(pathname);
  return m && isLanguage(m[1]) ? m[1] : undefined;
}

function languageFromCookie(cookie: string): Language | undefined {
  const m = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookie);
  return m && isLanguage(m[1]) ? m[1] : undefined;
}

/**
 * The language a page starts in: its URL's prefix; English on a public page's bare URL (its
 * prerendered HTML is English); elsewhere (dashboards) the remembered choice, else English.
 */
export function initialLanguage(): Language {
  const { pathname } = window.location;
  const fromPath = languageFromPath(pathname);
  if (fromPath) return fromPath;
  if (isLocalizedPath(pathname)) return defaultLanguage;
  return languageFromCookie(document.cookie) ?? defaultLanguage;
}

/**
 * Where a visitor who chose Punjabi or Hindi belongs when they open a public page's English URL
 * (the server already redirects them; this covers a cached page), else undefined.
 */
export function preferredLocation(): string | undefined {
  const { pathname, search, hash } = window.location;
  if (languageFromPath(pathname) || !isLocalizedPath(pathname)) return undefined;
  const chosen = languageFromCookie(document.cookie);
  if (!chosen || chosen === defaultLanguage) return undefined;
  return localizedPath(`${pathname}${search}${hash}`, chosen);
}

/** Loads a language's strings, switches to it and marks the document (`<html lang>`). */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = localeOf[language];
}

const prefixed = /^\/(pa|hi)(?=\/|$)/;

/** '/pa/Courses' → '/Courses', '/hi' → '/'; a path without a language prefix is returned as is. */
export function stripLanguage(pathname: string): string {
  return pathname.replace(prefixed, '') || '/';
}

/**
 * Pages that exist in each language at their own URL: the public site and the logins (the
 * dashboards and print pages take the user's language instead, at one URL).
 */
export function isLocalizedPath(pathname: string): boolean {
  const bare = stripLanguage(pathname.split(/[?#]/, 1)[0] ?? '/');
  return !/^\/(sdashboard|tdashboard|sidebar|print|api|auth|uploads)(\/|$)/i.test(bare);
}

/**
 * A public page's URL in a language: ('/Courses', 'pa') → '/pa/Courses', ('/pa/Courses', 'en')
 * → '/Courses', ('/', 'hi') → '/hi'. Query and hash are kept; dashboard paths are returned as is.
 */
export function localizedPath(to: string, language: Language): string {
  if (!to.startsWith('/') || to.startsWith('//') || !isLocalizedPath(to)) return to;
  const split = to.search(/[?#]/);
  const pathname = split < 0 ? to : to.slice(0, split);
  const rest = split < 0 ? '' : to.slice(split);
  const bare = stripLanguage(pathname);
  if (language === 'en') return `${bare}${rest}`;
  return `/${language}${bare === '/' ? '' : bare}${rest}`;
}

const oneYear = 365 * 24 * 60 * 60;

/** Remembers a visitor's language for a year (the server and the next visit read it). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${languageCookie}=${language}; Max-Age=${oneYear}; Path=/; SameSite=Lax`;
}

/** The language the interface shows now (i18next's, narrowed to the product's three). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/**
 * For links on public pages: `to('/Courses')` is '/pa/Courses' while the page is in Punjabi, so
 * a reader of a /pa/ page stays in /pa/. Dashboard paths pass through.
 */
export function useLocalizedPath(): (to: string) => string {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.language) ? instance.language : defaultLanguage;
  return useCallback((to: string) => localizedPath(to, language), [language]);
}

/**
 * A page opened at a `/pa/…` or `/hi/…` URL (a shared link, the sign-up or login page in that
 * language): its language becomes this browser's remembered choice, as if picked from the menu,
 * so a reload of the dashboard after logging in there (even mid-test) stays in it (decision 056).
 */
export function rememberPathLanguage(): void {
  const fromPath = languageFromPath(window.location.pathname);
  if (fromPath && languageFromCookie(document.cookie) !== fromPath) rememberLanguage(fromPath);
}

/**
 * After a login, or when a dashboard learns who is logged in. This browser's remembered choice
 * (the `lang` cookie: the language menu, or a `/pa/` or `/hi/` page opened here) wins; the
 * language stored with the user, which only the user's own choice in the menu sets, fills in
 * when this browser has none (a login on another device starts in it). A user who never chose
 * keeps the current one.
 */
export async function adoptUserLanguage(user: { language?: Language } | null): Promise<void> {
  const remembered = languageFromCookie(document.cookie);
  const chosen = remembered ?? user?.language;
  if (!chosen) return;
  if (!remembered) rememberLanguage(chosen);
  if (currentLanguage() !== chosen) await applyLanguage(chosen);
}
