import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage, namespaces } from './i18n';

describe('i18n', () => {
  it('starts in English with every namespace bundled', () => {
    expect(i18n.language).toBe('en');
    expect(namespaces).toContain('common');
    expect(i18n.t('common:languageSwitch')).toBe('Language');
  });

  it('loads Punjabi and Hindi on demand', async () => {
    await loadLanguage('pa');
    await loadLanguage('hi');
    expect(i18n.t('common:languageSwitch', { lng: 'pa' })).toBe('ਭਾਸ਼ਾ');
    expect(i18n.t('common:languageSwitch', { lng: 'hi' })).toBe('भाषा');
  });
});
