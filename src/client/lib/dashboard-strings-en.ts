/**
 * The dashboards' and print pages' English strings (every namespace outside the public set), in
 * one module: one file to fetch instead of one a namespace. The dashboards' parent route imports
 * it, so a dashboard's shell preloads it with that route's code (issue 11: no round trip after
 * the code has run); a public page that needs some of them (the sign-up form's date field)
 * imports it on demand (dashboard-strings-en-lazy.ts). Either passes it to `loadDashboardStrings` (i18n.ts).
 */
export const englishDashboardStrings = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/{common,layout,public,auth,errors,validation}.json'],
  { eager: true, import: 'default' },
);
