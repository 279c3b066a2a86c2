import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import CampaignIcon from '@mui/icons-material/Campaign';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import QuizIcon from '@mui/icons-material/Quiz';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMemo } from 'react';
import type { NavItem } from '#client/components/dashboard/nav-types.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { adminPaths } from '#client/lib/paths.ts';

/**
 * The admin sidebar, in the spec's order, plus the contact Messages inbox, with its labels in the
 * current language (built when rendered, so a language switch relabels it).
 */
export function useAdminNav(): NavItem[] {
  const { t } = useTranslation('admin');
  return useMemo(
    () => [
      { label: t('nav.students'), to: adminPaths.students, icon: <PeopleIcon /> },
      { label: t('nav.teachers'), to: adminPaths.teachers, icon: <CoPresentIcon /> },
      { label: t('nav.courses'), to: adminPaths.courses, icon: <LibraryBooksIcon /> },
      { label: t('nav.batches'), to: adminPaths.batches, icon: <CalendarViewWeekIcon /> },
      { label: t('nav.attendance'), to: adminPaths.attendance, icon: <FactCheckIcon /> },
      { label: t('nav.timetable'), to: adminPaths.timetable, icon: <CalendarMonthIcon /> },
      { label: t('nav.enrollment'), to: adminPaths.applications, icon: <HowToRegIcon /> },
      { label: t('nav.createNotice'), to: adminPaths.createNotice, icon: <CampaignIcon /> },
      { label: t('nav.messages'), to: adminPaths.messages, icon: <MailIcon /> },
      { label: t('nav.mockTests'), to: adminPaths.mockTests, icon: <QuizIcon /> },
      { label: t('nav.examUpload'), to: adminPaths.exams, icon: <UploadFileIcon /> },
      { label: t('nav.fees'), to: adminPaths.fees, icon: <CurrencyRupeeIcon /> },
      { label: t('nav.activity'), to: adminPaths.activity, icon: <HistoryIcon /> },
    ],
    // `t` is a new function after a language switch.
    [t],
  );
}
