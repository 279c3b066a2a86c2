// What a public page imports on demand (sign-up.tsx) instead of dashboard-strings-en.ts itself:
// the strings' module is also a static import of the dashboards' route, and a dynamic import of
// such a module makes the bundler build its namespace at run time with a helper that then joins
// every public page's first load as a chunk of its own. Importing this facade needs neither.
export { englishDashboardStrings } from './dashboard-strings-en';
