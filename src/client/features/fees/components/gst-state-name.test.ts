// GST state names (receipts' place of supply, the payment dialog's list) as Punjabi and Hindi
// readers write them; English as the GST rules name them.
import { afterAll, describe, expect, it } from 'vitest';
import { gstStates } from '#shared/gst-states.ts';
import { englishDashboardStrings } from '#client/lib/dashboard-strings-en.ts';
import { i18n, loadDashboardStrings, loadLanguage } from '#client/lib/i18n.ts';
import { gstStateCodes, gstStateName } from './gst-state-name';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('GST state names', () => {
  it('in English as the GST rules write them; in code order, Punjab third', async () => {
    await loadDashboardStrings(englishDashboardStrings);
    await i18n.changeLanguage('en');
    for (const [code, name] of Object.entries(gstStates)) expect(gstStateName(code)).toBe(name);
    expect(gstStateCodes.slice(0, 3)).toEqual(['01', '02', '03']);
    expect(gstStateCodes).toHaveLength(Object.keys(gstStates).length);
    expect(gstStateName('00')).toBe('');
  });

  for (const [language, script] of [
    ['pa', /^[\u0A00-\u0A7F\s()0-9]+$/],
    ['hi', /^[\u0900-\u097F\s()0-9]+$/],
  ] as const) {
    it(`every state in ${language}, in its own script`, async () => {
      await loadDashboardStrings(englishDashboardStrings);
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      for (const code of gstStateCodes) expect(gstStateName(code), code).toMatch(script);
      expect(gstStateName('03')).toBe(language === 'pa' ? 'ਪੰਜਾਬ' : 'पंजाब');
    });
  }
});
