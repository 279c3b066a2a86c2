import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishDashboardStrings } from './dashboard-strings-en';
import { i18n, loadDashboardStrings, loadLanguage, publicNamespaces } from './i18n';

const english = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../locales/en');
const allNamespaces = readdirSync(english).map((f) => f.replace(/\.json$/, ''));

describe('i18n', () => {
  it('starts in English with only the public namespaces bundled', () => {
    expect(i18n.language).toBe('en');
    expect([...publicNamespaces].sort()).toEqual(
      ['auth', 'common', 'errors', 'layout', 'public', 'validation'].sort(),
    );
    expect(i18n.t('common:languageSwitch')).toBe('Language');
    expect(i18n.hasResourceBundle('en', 'admin')).toBe(false);
  });

  it('loads Punjabi and Hindi on demand', async () => {
    await loadLanguage('pa');
    await loadLanguage('hi');
    expect(i18n.t('common:languageSwitch', { lng: 'pa' })).toBe('ਭਾਸ਼ਾ');
    expect(i18n.t('common:languageSwitch', { lng: 'hi' })).toBe('भाषा');
    expect(i18n.hasResourceBundle('pa', 'admin')).toBe(false);
  });

  it('loads every other namespace, in each loaded language, with the dashboards', async () => {
    // English comes from the caller, as the dashboards' route passes it.
    await loadDashboardStrings(englishDashboardStrings);
    for (const ns of allNamespaces) expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
    // Punjabi was loaded before: a later language switch brings its dashboard strings too.
    await loadLanguage('pa');
    for (const ns of allNamespaces) expect(i18n.hasResourceBundle('pa', ns), ns).toBe(true);
  });
});
