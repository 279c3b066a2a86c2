import { i18n } from './i18n';

/**
 * A course's duration as the office wrote it ('6 months', '4 weeks', '3 months per level') in
 * the reader's language (`common:courseDuration.*`). English, and any wording not recognised,
 * show as written: the duration is free text of the catalogue.
 */
export function courseDuration(text: string): string {
  if (i18n.language === 'en' || text.trim() === '') return text;
  if (/^\s*monthly,\s*full academic session\s*$/i.test(text)) {
    return i18n.t('common:courseDuration.monthlySession');
  }
  const m = /^\s*(\d{1,3})\s+(hour|day|week|month|year)s?(\s+per\s+level)?\s*$/i.exec(text);
  if (!m) return text;
  const span = i18n.t(`common:courseDuration.${m[2]!.toLowerCase()}`, { count: Number(m[1]) });
  return m[3] ? i18n.t('common:courseDuration.perLevel', { duration: span }) : span;
}
