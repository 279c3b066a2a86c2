import CampaignIcon from '@mui/icons-material/Campaign';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { NavItem } from '../../components/dashboard/nav-types';

/** The admin sidebar, in the spec's order, plus the contact Messages inbox. Exam Upload has no screen yet, so it is not a link. */
export const adminNav: NavItem[] = [
  { label: 'Students', to: '/Sidebar/StudentData', icon: <PeopleIcon /> },
  { label: 'Teachers', to: '/Sidebar/TeacherData', icon: <CoPresentIcon /> },
  { label: 'Courses', to: '/Sidebar/Library', icon: <LibraryBooksIcon /> },
  { label: 'Enrollment', to: '/Sidebar/StudentList', icon: <HowToRegIcon /> },
  { label: 'Create Notice', to: '/Sidebar/CreateNotice', icon: <CampaignIcon /> },
  { label: 'Messages', to: '/Sidebar/Messages', icon: <MailIcon /> },
  { label: 'Exam Upload', icon: <UploadFileIcon />, unavailableHint: 'Not available yet' },
];
