/**
 * The interface's three languages: English (the spec's words), Punjabi in Gurmukhi and Hindi.
 *
 * Strings live in `src/client/locales/<language>/<namespace>.json`, one namespace per area of the
 * product (a file's name is its namespace). Two sets (issue 11: a public page loads only what it
 * uses):
 * - the public namespaces, an explicit list (`publicNamespaces`): the public site, the logins,
 *   form messages and server errors. Their English is bundled with the app, so an English public
 *   page never waits for a file;
 * - every other namespace (the dashboards and print pages: a new file lands here with no change
 *   of config), fetched before a dashboard renders (`loadDashboardStrings`, from the dashboards'
 *   route and from entry.client). Their English is one module, `dashboard-strings-en.ts`, that
 *   the dashboards' route imports (so a dashboard's shell preloads it with the route's code) and
 *   passes to `loadDashboardStrings`, as does any other page that needs it.
 * Punjabi and Hindi are separate chunks of the same two sets, loaded before a page in that
 * language renders (`loadLanguage`). Components take the hook from here, not from react-i18next
 * directly, so that importing it guarantees the instance is initialised:
 *
 *   const { t } = useTranslation('public'); // then t('<key>'), t('<other-namespace>:<key>')
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appLocales, intlLocaleOf, isAppLocale, type AppLocale } from '#shared/intl-locale.ts';

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
/** Strings by file path (`../locales/<language>/<namespace>.json`). */
type Bundles = Record<string, Bundle>;
type Loaders = Record<string, () => Promise<Bundle>>;
type Area = 'public' | 'dashboards';
const namespaceOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

// The public set, spelled out in each pattern (import.meta.glob takes literals only).
const englishPublic = import.meta.glob<Bundle>(
  '../locales/en/{common,layout,public,auth,errors,validation}.json',
  { eager: true, import: 'default' },
);
// English's dashboard set comes from `loadDashboardStrings`' callers (dashboard-strings-en.ts).
const files: Record<Language, Partial<Record<Area, Loaders>>> = {
  en: {},
  pa: {
    public: import.meta.glob<Bundle>(
      '../locales/pa/{common,layout,public,auth,errors,validation}.json',
      { import: 'default' },
    ),
    dashboards: import.meta.glob<Bundle>(
      ['../locales/pa/*.json', '!../locales/pa/{common,layout,public,auth,errors,validation}.json'],
      { import: 'default' },
    ),
  },
  hi: {
    public: import.meta.glob<Bundle>(
      '../locales/hi/{common,layout,public,auth,errors,validation}.json',
      { import: 'default' },
    ),
    dashboards: import.meta.glob<Bundle>(
      ['../locales/hi/*.json', '!../locales/hi/{common,layout,public,auth,errors,validation}.json'],
      { import: 'default' },
    ),
  },
};

const resources: Resource = { en: {} };
for (const [path, bundle] of Object.entries(englishPublic)) {
  resources.en![namespaceOf(path)] = bundle;
}

/** The namespaces every page may use, bundled in English (the rest load with the dashboards). */
export const publicNamespaces = Object.keys(resources.en!);

void i18next.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  resources,
  ns: publicNamespaces,
  defaultNS: 'common',
  partialBundledLanguages: true,
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; escaping here too would show &amp; to the reader.
  interpolation: { escapeValue: false },
});

// One promise a language and set, so parallel callers share one fetch.
const loading = new Map<string, Promise<void>>();
let dashboardsWanted = false;

function loadSet(language: Language, area: Area): Promise<void> {
  const key = `${language}/${area}`;
  let promise = loading.get(key);
  if (!promise) {
    const loaders = Object.entries(files[language][area] ?? {});
    promise = Promise.all(
      loaders.map(async ([path, load]) => {
        i18next.addResourceBundle(language, namespaceOf(path), await load(), true, true);
      }),
    ).then(() => undefined);
    // A failed fetch (offline) is tried again by the next caller.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Fetches a language's strings once: the public set, and the dashboards' too once a dashboard
 * was opened (English's public set is bundled).
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadSet(language, 'public'),
    dashboardsWanted ? loadSet(language, 'dashboards') : undefined,
  ]);
}

/**
 * Adds the dashboards' and print pages' strings (every namespace outside the public set): the
 * English set, which the caller imports (dashboard-strings-en.ts), and the shown language's,
 * fetched; later language switches bring theirs too. entry.client calls it without English, only
 * to start the shown language's fetch early.
 */
export async function loadDashboardStrings(english?: Bundles): Promise<void> {
  dashboardsWanted = true;
  for (const [path, bundle] of Object.entries(english ?? {})) {
    i18next.addResourceBundle('en', namespaceOf(path), bundle, true, true);
  }
  const shown = isLanguage(i18next.language) ? i18next.language : defaultLanguage;
  await loadSet(shown, 'dashboards');
}

export { i18next as i18n };
