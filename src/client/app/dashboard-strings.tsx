import { Outlet } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { englishDashboardStrings } from '../lib/dashboard-strings-en';
import { loadDashboardStrings } from '../lib/i18n';

/**
 * The dashboards' and print pages' parent route (no path, no markup of its own): their strings
 * (every namespace outside the public set) arrive before any of them renders, so a public page
 * never loads them and a dashboard never shows a raw key (issue 11). Their English comes with
 * this route's code (the shell of a dashboard preloads it): no fetch after the code has run.
 */
export async function clientLoader() {
  await loadDashboardStrings(englishDashboardStrings);
  return null;
}

// Loaded once a visit: nothing to do again after a form submission or a revalidation.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function DashboardStrings() {
  return <Outlet />;
}
