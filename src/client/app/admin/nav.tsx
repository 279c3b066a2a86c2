import CampaignIcon from '@mui/icons-material/Campaign';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import QuizIcon from '@mui/icons-material/Quiz';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { NavItem } from '../../components/dashboard/nav-types';

/** The admin sidebar, in the spec's order, plus the contact Messages inbox. */
export const adminNav: NavItem[] = [
  { label: 'Students', to: '/Sidebar/StudentData', icon: <PeopleIcon /> },
  { label: 'Teachers', to: '/Sidebar/TeacherData', icon: <CoPresentIcon /> },
  { label: 'Courses', to: '/Sidebar/Library', icon: <LibraryBooksIcon /> },
  { label: 'Enrollment', to: '/Sidebar/StudentList', icon: <HowToRegIcon /> },
  { label: 'Create Notice', to: '/Sidebar/CreateNotice', icon: <CampaignIcon /> },
  { label: 'Messages', to: '/Sidebar/Messages', icon: <MailIcon /> },
  { label: 'Mock Tests', to: '/Sidebar/MockTests', icon: <QuizIcon /> },
  { label: 'Exam Upload', to: '/Sidebar/Exams', icon: <UploadFileIcon /> },
  { label: 'Fees', to: '/Sidebar/Fees', icon: <CurrencyRupeeIcon /> },
  { label: 'Activity', to: '/Sidebar/Activity', icon: <HistoryIcon /> },
];
