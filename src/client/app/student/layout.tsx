import '../../lib/zod-csp';
import { Outlet } from 'react-router';
import { AreaError } from '../../components/dashboard/area-error';
import { DashboardShell } from '../../components/dashboard/dashboard-shell';
import { NoticeBell } from '../../components/dashboard/notice-bell';
import { ProfileMenu } from '../../components/dashboard/profile-menu';
import { TopBar } from '../../components/dashboard/top-bar';
import { PageLoading } from '../../components/page-loading';
import { requireRole } from '../../lib/auth';
import type { Route } from './+types/layout';
import { StudentSearch } from '../../features/student-portal/components/student-search';
import { useStudentNav } from './nav';
import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';

export function meta() {
  return [{ title: `${i18n.t('student:titles.home')} · ${academy.name}` }];
}

/** Only a logged-in student gets in; everyone else goes to the student login. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireRole('student', request) };
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function StudentLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const { t } = useTranslation('student');
  const { nav, pages } = useStudentNav();
  return (
    <DashboardShell
      area="student"
      navLabel={t('layout.navLabel')}
      home="/Sdashboard"
      items={nav}
      topBar={
        <TopBar title={t('layout.title')} search={<StudentSearch pages={pages} />}>
          <NoticeBell to="/Sdashboard/Notice" />
          <ProfileMenu
            user={user}
            idLabel={t('layout.studentId')}
            loginPath="/login"
            profilePath="/Sdashboard/Profile"
            settingsPath="/Sdashboard/Settings"
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
