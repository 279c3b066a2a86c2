import AssignmentIcon from '@mui/icons-material/Assignment';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventNoteIcon from '@mui/icons-material/EventNote';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import QuizIcon from '@mui/icons-material/Quiz';
import type { NavItem } from '../../components/dashboard/nav-types';

/** The student sidebar, in the spec's order. */
export const studentNav: NavItem[] = [
  { label: 'Courses', to: '/Sdashboard/CoursesCards', icon: <MenuBookIcon /> },
  { label: 'Mock Test', to: '/Sdashboard/mocktest', icon: <QuizIcon /> },
  { label: 'Midterm Exam', to: '/Sdashboard/MidTerm', icon: <EventNoteIcon /> },
  { label: 'Final Exam', to: '/Sdashboard/FinalExam', icon: <AssignmentIcon /> },
  { label: 'Result', to: '/Sdashboard/Result', icon: <EmojiEventsIcon /> },
  { label: 'Fee', to: '/Sdashboard/fee', icon: <CurrencyRupeeIcon /> },
];

/** Every page the search offers: the sidebar's, the notice board, profile and settings. */
export const studentPages: NavItem[] = [
  ...studentNav,
  { label: 'Notice Board', to: '/Sdashboard/Notice', icon: null },
  { label: 'Profile', to: '/Sdashboard/Profile', icon: null },
  { label: 'Settings (change password)', to: '/Sdashboard/Settings', icon: null },
];
