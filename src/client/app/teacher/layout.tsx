import FactCheckIcon from '@mui/icons-material/FactCheck';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GradingIcon from '@mui/icons-material/Grading';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import { Outlet, useRevalidator } from 'react-router';
import { academy } from '#shared/academy.ts';
import { AreaError } from '#client/components/dashboard/area-error.tsx';
import { DashboardShell } from '#client/components/dashboard/dashboard-shell.tsx';
import { NoticeBell } from '#client/components/dashboard/notice-bell.tsx';
import { ProfileMenu } from '#client/components/dashboard/profile-menu.tsx';
import { TopBar } from '#client/components/dashboard/top-bar.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import {
  FirstPasswordGate,
  loadFirstPassword,
} from '#client/features/first-password/components/first-password-gate.tsx';
import { requireRoleSession } from '#client/lib/auth.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { teacherPaths } from '#client/lib/paths.ts';
import type { Route } from './+types/layout';

export function meta() {
  return [{ title: `${i18n.t('teacher:titles.home')} · ${academy.name}` }];
}

/**
 * Only a logged-in teacher gets in; everyone else goes to the teacher login. A teacher given a
 * one-time password chooses their own before anything else.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await requireRoleSession('teacher', request);
  if (session.mustChangePassword) await loadFirstPassword();
  return session;
}

export function HydrateFallback() {
  return <PageLoading />;
}

/** /Tdashboard (issue 21.1): the teacher portal's frame, like the student portal's. */
export default function TeacherLayout({ loaderData }: Route.ComponentProps) {
  const { user, mustChangePassword } = loaderData;
  const revalidator = useRevalidator();
  const { t } = useTranslation('teacher');
  if (mustChangePassword) return <FirstPasswordGate onDone={() => void revalidator.revalidate()} />;
  const nav = [
    { label: t('nav.home'), to: teacherPaths.home, icon: <HomeIcon /> },
    { label: t('nav.batches'), to: teacherPaths.batches, icon: <GroupsIcon /> },
    { label: t('nav.attendance'), to: teacherPaths.attendance, icon: <FactCheckIcon /> },
    { label: t('nav.timetable'), to: teacherPaths.timetable, icon: <CalendarMonthIcon /> },
    { label: t('nav.exams'), to: teacherPaths.exams, icon: <GradingIcon /> },
    { label: t('nav.notice'), to: teacherPaths.notices, icon: <EventNoteIcon /> },
  ];
  return (
    <DashboardShell
      area="teacher"
      navLabel={t('layout.navLabel')}
      home={teacherPaths.home}
      items={nav}
      topBar={
        <TopBar title={t('layout.title')}>
          <NoticeBell to={teacherPaths.notices} />
          <ProfileMenu user={user} idLabel={t('layout.loginId')} loginPath="/Teacherlogin" />
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
