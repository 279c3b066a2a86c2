import '../../lib/zod-csp';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { AreaError } from '../../components/dashboard/area-error';
import { DashboardShell } from '../../components/dashboard/dashboard-shell';
import { NoticeBell } from '../../components/dashboard/notice-bell';
import { ProfileMenu } from '../../components/dashboard/profile-menu';
import { dashboardTheme } from '../../components/dashboard/theme';
import { TopBar } from '../../components/dashboard/top-bar';
import { PageLoading } from '../../components/page-loading';
import { requireRoleSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import type { Route } from './+types/layout';
import { useAdminNav } from './nav';
import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.overview')} · ${academy.name}` }];
}

// Only the first admin, once, sees this screen: its form code (zod schemas, react-hook-form,
// TextField) stays out of the console's first load (decision 035).
const loadFirstPassword = () =>
  import('../../features/first-password/components/first-password-screen').then((m) => ({
    default: m.FirstPasswordScreen,
  }));
const FirstPasswordScreen = lazy(loadFirstPassword);

/** Only a logged-in admin gets in; everyone else goes to the admin login. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await requireRoleSession('admin', request);
  if (session.mustChangePassword) await loadFirstPassword();
  return session;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, mustChangePassword } = loaderData;
  const revalidator = useRevalidator();
  const { t } = useTranslation('admin');
  const adminNav = useAdminNav();
  // A generated password is replaced before anything else is shown.
  // Outside the dashboard's frame, with its theme and query cache (its form sends a mutation).
  if (mustChangePassword)
    return (
      <ThemeProvider theme={dashboardTheme}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<PageLoading />}>
            <FirstPasswordScreen onDone={() => void revalidator.revalidate()} />
          </Suspense>
        </QueryClientProvider>
      </ThemeProvider>
    );
  return (
    <DashboardShell
      area="admin"
      navLabel={t('layout.navLabel')}
      home="/Sidebar"
      items={adminNav}
      topBar={
        <TopBar title={t('layout.title')}>
          <NoticeBell to="/Sidebar/Notice" />
          <ProfileMenu
            user={user}
            idLabel={t('layout.idLabel')}
            loginPath="/Adminlogin"
            settingsPath="/Sidebar/Settings"
          />
        </TopBar>
      }
    >
      <Outlet context={user} />
    </DashboardShell>
  );
}

export function ErrorBoundary() {
  return <AreaError />;
}
