import { Outlet, useRevalidator } from 'react-router';
import { AreaError } from '#client/components/dashboard/area-error.tsx';
import { DashboardShell } from '#client/components/dashboard/dashboard-shell.tsx';
import { NoticeBell } from '#client/components/dashboard/notice-bell.tsx';
import { ProfileMenu } from '#client/components/dashboard/profile-menu.tsx';
import { TopBar } from '#client/components/dashboard/top-bar.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { requireRoleSession } from '#client/lib/auth.ts';
import {
  FirstPasswordGate,
  loadFirstPassword,
} from '#client/features/first-password/components/first-password-gate.tsx';
import type { Route } from './+types/layout';
import { useAdminNav } from './nav';
import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { adminPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.overview')} · ${academy.name}` }];
}

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
  if (mustChangePassword) return <FirstPasswordGate onDone={() => void revalidator.revalidate()} />;
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
