import { englishDashboardStrings } from './dashboard-strings-en';
import { i18n, loadDashboardStrings, loadLanguage, type Language } from './i18n';

/**
 * For tests: the interface switched to `language` with the dashboards' strings loaded, as a
 * dashboard page has them once its parent route has run (app/dashboard-strings.tsx).
 */
export async function inDashboardLanguage(language: Language) {
  await loadDashboardStrings(englishDashboardStrings);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}
