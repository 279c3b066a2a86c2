import '../../lib/zod-csp';
import { Outlet, useRevalidator } from 'react-router';
import { AreaError } from '../../components/dashboard/area-error';
import { DashboardShell } from '../../components/dashboard/dashboard-shell';
import { NoticeBell } from '../../components/dashboard/notice-bell';
import { ProfileMenu } from '../../components/dashboard/profile-menu';
import { TopBar } from '../../components/dashboard/top-bar';
import { PageLoading } from '../../components/page-loading';
import { requireRoleSession } from '../../lib/auth';
import { FirstPasswordScreen } from '../../features/first-password/components/first-password-screen';
import type { Route } from './+types/layout';
import { useAdminNav } from './nav';
import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.overview')} · ${academy.name}` }];
}

/** Only a logged-in admin gets in; everyone else goes to the admin login. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireRoleSession('admin', request);
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
  if (mustChangePassword)
    return <FirstPasswordScreen onDone={() => void revalidator.revalidate()} />;
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
