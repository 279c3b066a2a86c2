/**
 * The interface's three languages: English (the spec's words), Punjabi in Gurmukhi and Hindi.
 *
 * Strings live in `src/client/locales/<language>/<namespace>.json`, one namespace per area of the
 * product (a file's name is its namespace). English is bundled with the app, so an English page
 * never waits for a file; Punjabi and Hindi are separate chunks, loaded before a page in that
 * language renders (`loadLanguage`). Components take the hook from here, not from react-i18next
 * directly, so that importing it guarantees the instance is initialised:
 *
 *   const { t } = useTranslation('public'); // then t('<key>'), t('<other-namespace>:<key>')
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appLocales, intlLocaleOf, isAppLocale, type AppLocale } from '../../shared/intl-locale';

export { Trans, useTranslation } from 'react-i18next';

export const languages = appLocales;
export type Language = AppLocale;
export const defaultLanguage: Language = 'en';

/** What `<html lang>` and `Intl` get for each language ('en-IN', 'pa-IN', 'hi-IN'). */
export const localeOf = intlLocaleOf;

/** Each language's name in its own script, as the language switch shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  pa: 'ਪੰਜਾਬੀ',
  hi: 'हिन्दी',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && isAppLocale(value);
}

type Bundle = Record<string, unknown>;
const namespaceOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

const english = import.meta.glob<Bundle>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const lazy: Record<Exclude<Language, 'en'>, Record<string, () => Promise<Bundle>>> = {
  pa: import.meta.glob<Bundle>('../locales/pa/*.json', { import: 'default' }),
  hi: import.meta.glob<Bundle>('../locales/hi/*.json', { import: 'default' }),
};

const resources: Resource = { en: {} };
for (const [path, bundle] of Object.entries(english)) resources.en![namespaceOf(path)] = bundle;

export const namespaces = Object.keys(resources.en!);

void i18next.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  resources,
  ns: namespaces,
  defaultNS: 'common',
  partialBundledLanguages: true,
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; escaping here too would show &amp; to the reader.
  interpolation: { escapeValue: false },
});

const loaded = new Set<Language>([defaultLanguage]);

/** Fetches a language's strings once (a no-op for English). */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language) || language === 'en') return;
  const files = lazy[language];
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      i18next.addResourceBundle(language, namespaceOf(path), await load(), true, true);
    }),
  );
  loaded.add(language);
}

export { i18next as i18n };
