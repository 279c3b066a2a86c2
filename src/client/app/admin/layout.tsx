import '#client/lib/zod-csp.ts';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { AreaError } from '#client/components/dashboard/area-error.tsx';
import { DashboardShell } from '#client/components/dashboard/dashboard-shell.tsx';
import { NoticeBell } from '#client/components/dashboard/notice-bell.tsx';
import { ProfileMenu } from '#client/components/dashboard/profile-menu.tsx';
import { dashboardTheme } from '#client/components/dashboard/theme.ts';
import { TopBar } from '#client/components/dashboard/top-bar.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { requireRoleSession } from '#client/lib/auth.ts';
import { queryClient } from '#client/lib/query-client.ts';
import type { Route } from './+types/layout';
import { useAdminNav } from './nav';
import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { adminPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.overview')} · ${academy.name}` }];
}

// Only the first admin, once, sees this screen: its form code (zod schemas, react-hook-form,
// TextField) stays out of the console's first load (decision 035).
const loadFirstPassword = () =>
  import('#client/features/first-password/components/first-password-screen.tsx').then((m) => ({
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
      home={adminPaths.home}
      items={adminNav}
      topBar={
        <TopBar title={t('layout.title')}>
          <NoticeBell to={adminPaths.notices} />
          <ProfileMenu
            user={user}
            idLabel={t('layout.idLabel')}
            loginPath="/Adminlogin"
            settingsPath={adminPaths.settings}
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
