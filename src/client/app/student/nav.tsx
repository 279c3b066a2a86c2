import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import QuizIcon from '@mui/icons-material/Quiz';
import type { NavItem } from '#client/components/dashboard/nav-types.ts';
import type { SearchPage } from '#client/features/student-portal/components/search-text.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { studentPaths } from '#client/lib/paths.ts';

/** The keys of the student pages' names (namespace `student`), translated where rendered. */
type NavKey =
  | 'nav.courses'
  | 'nav.mockTest'
  | 'nav.midTerm'
  | 'nav.finalExam'
  | 'nav.result'
  | 'nav.fee'
  | 'nav.attendance'
  | 'nav.timetable'
  | 'nav.notice'
  | 'nav.profile'
  | 'nav.settings';
type KeyedNavItem = Omit<NavItem, 'label'> & { label: NavKey };

/** The student sidebar, in the spec's order. */
const studentNav: KeyedNavItem[] = [
  { label: 'nav.courses', to: studentPaths.courses, icon: <MenuBookIcon /> },
  { label: 'nav.mockTest', to: studentPaths.mockTests, icon: <QuizIcon /> },
  { label: 'nav.midTerm', to: studentPaths.midTerm, icon: <EventNoteIcon /> },
  { label: 'nav.finalExam', to: studentPaths.finalExam, icon: <AssignmentIcon /> },
  { label: 'nav.result', to: studentPaths.result, icon: <EmojiEventsIcon /> },
  { label: 'nav.fee', to: studentPaths.fee, icon: <CurrencyRupeeIcon /> },
  { label: 'nav.attendance', to: studentPaths.attendance, icon: <FactCheckIcon /> },
  { label: 'nav.timetable', to: studentPaths.timetable, icon: <CalendarMonthIcon /> },
];

/** Every page the search offers: the sidebar's, the notice board, profile and settings. */
const studentPages: KeyedNavItem[] = [
  ...studentNav,
  { label: 'nav.notice', to: studentPaths.notices, icon: null },
  { label: 'nav.profile', to: studentPaths.profile, icon: null },
  { label: 'nav.settings', to: studentPaths.settings, icon: null },
];

// Literal keys, so that the locales test sees each one the code asks for.
const navLabels = (t: (key: NavKey) => string): Record<NavKey, string> => ({
  'nav.courses': t('nav.courses'),
  'nav.mockTest': t('nav.mockTest'),
  'nav.midTerm': t('nav.midTerm'),
  'nav.finalExam': t('nav.finalExam'),
  'nav.result': t('nav.result'),
  'nav.fee': t('nav.fee'),
  'nav.attendance': t('nav.attendance'),
  'nav.timetable': t('nav.timetable'),
  'nav.notice': t('nav.notice'),
  'nav.profile': t('nav.profile'),
  'nav.settings': t('nav.settings'),
});

// The other words each page is found by in the search (literal keys, as above).
const pageWords = (t: (key: string) => string): Record<NavKey, string> => ({
  'nav.courses': t('search.pageWords.courses'),
  'nav.mockTest': t('search.pageWords.mockTest'),
  'nav.midTerm': t('search.pageWords.midTerm'),
  'nav.finalExam': t('search.pageWords.finalExam'),
  'nav.result': t('search.pageWords.result'),
  'nav.fee': t('search.pageWords.fee'),
  'nav.attendance': t('search.pageWords.attendance'),
  'nav.timetable': t('search.pageWords.timetable'),
  'nav.notice': t('search.pageWords.notice'),
  'nav.profile': t('search.pageWords.profile'),
  'nav.settings': t('search.pageWords.settings'),
});

/**
 * The sidebar's and the search's pages with their names in the current language; the search's
 * pages are also found by their English name and words (a Roman "fee" on a Hindi screen).
 */
export function useStudentNav(): { nav: NavItem[]; pages: SearchPage[] } {
  const { t } = useTranslation('student');
  const labels = navLabels((key) => t(key));
  const english = i18n.getFixedT('en', 'student');
  const englishLabels = navLabels((key) => english(key));
  const words = pageWords((key) => t(key));
  const englishWords = pageWords((key) => english(key));
  const translate = (items: KeyedNavItem[]) =>
    items.map((item) => ({ ...item, label: labels[item.label] }));
  const pages = studentPages.map((item) => ({
    ...item,
    label: labels[item.label],
    words: [englishLabels[item.label], englishWords[item.label], words[item.label]].join(' '),
  }));
  return { nav: translate(studentNav), pages };
}
