import { i18n, loadLanguage } from './i18n';

/** The scripts a Punjabi and a Hindi reader's text is written in. */
export const gurmukhi = /[\u0A00-\u0A7F]/;
export const devanagari = /[\u0900-\u097F]/;

/**
 * Runs `check` with the interface in English, Punjabi and Hindi in turn (for tests: each
 * language's messages, and the script the shown text must be in; none for English).
 */
export async function eachLanguage(check: (language: 'en' | 'pa' | 'hi', script?: RegExp) => void) {
  await loadLanguage('pa');
  await loadLanguage('hi');
  for (const [language, script] of [
    ['en', undefined],
    ['pa', gurmukhi],
    ['hi', devanagari],
  ] as const) {
    await i18n.changeLanguage(language);
    check(language, script);
  }
}
