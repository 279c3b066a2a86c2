import { defaultLanguage, i18n, isLanguage, loadLanguage, localeOf, type Language } from './i18n';

/** The cookie that remembers a visitor's language (a logged-in user's is also stored with them). */
export const languageCookie = 'lang';

/** '/pa/Courses' → 'pa'; public pages in Punjabi and Hindi live under their language's prefix. */
export function languageFromPath(pathname: string): Language | undefined {
  const m = /^\/(pa|hi)(?:\/|$)/.exec(pathname);
  return m && isLanguage(m[1]) ? m[1] : undefined;
}

export function languageFromCookie(cookie: string): Language | undefined {
  const m = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookie);
  return m && isLanguage(m[1]) ? m[1] : undefined;
}

/** The language a page starts in: its URL's prefix, else the remembered choice, else English. */
export function initialLanguage(): Language {
  return (
    languageFromPath(window.location.pathname) ??
    languageFromCookie(document.cookie) ??
    defaultLanguage
  );
}

/** Loads a language's strings, switches to it and marks the document (`<html lang>`). */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = localeOf[language];
}
