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
import { StudentSearch } from '#client/features/student-portal/components/student-search.tsx';
import { useStudentNav } from './nav';
import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { studentPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('student:titles.home')} · ${academy.name}` }];
}

/**
 * Only a logged-in student gets in; everyone else goes to the student login. A student given a
 * first password (a bulk import) chooses their own before anything else.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await requireRoleSession('student', request);
  if (session.mustChangePassword) await loadFirstPassword();
  return session;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function StudentLayout({ loaderData }: Route.ComponentProps) {
  const { user, mustChangePassword } = loaderData;
  const revalidator = useRevalidator();
  const { t } = useTranslation('student');
  const { nav, pages } = useStudentNav();
  if (mustChangePassword) return <FirstPasswordGate onDone={() => void revalidator.revalidate()} />;
  return (
    <DashboardShell
      area="student"
      navLabel={t('layout.navLabel')}
      home={studentPaths.home}
      items={nav}
      topBar={
        <TopBar title={t('layout.title')} search={<StudentSearch pages={pages} />}>
          <NoticeBell to={studentPaths.notices} />
          <ProfileMenu
            user={user}
            idLabel={t('layout.studentId')}
            loginPath="/login"
            profilePath={studentPaths.profile}
            settingsPath={studentPaths.settings}
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
