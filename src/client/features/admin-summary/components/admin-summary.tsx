import ClassIcon from '@mui/icons-material/Class';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import SchoolIcon from '@mui/icons-material/School';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/dashboard/load-error';
import { useAdminSummary, type AdminSummaryCounts } from '../api/get-admin-summary';

type Card = {
  key: keyof AdminSummaryCounts;
  label: string;
  to: string;
  icon: ReactNode;
};

const cards: Card[] = [
  { key: 'students', label: 'Students', to: '/Sidebar/StudentData', icon: <SchoolIcon /> },
  { key: 'teachers', label: 'Teachers', to: '/Sidebar/TeacherData', icon: <PeopleIcon /> },
  { key: 'courses', label: 'Courses', to: '/Sidebar/Library', icon: <ClassIcon /> },
  {
    key: 'pendingApplications',
    label: 'Pending applications',
    to: '/Sidebar/StudentList',
    icon: <HowToRegIcon />,
  },
  { key: 'unreadMessages', label: 'Unread messages', to: '/Sidebar/Messages', icon: <MailIcon /> },
];

/** The admin landing page's count cards, each a link to the screen that holds those records. */
export function AdminSummary() {
  const query = useAdminSummary();
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <ul className="dash-tiles" aria-label="Overview" aria-busy={query.isPending}>
      {cards.map((card) => (
        <li key={card.key}>
          <Link to={card.to} className="dash-tile" style={{ alignItems: 'center' }}>
            <span aria-hidden="true" style={{ display: 'flex' }}>
              {card.icon}
            </span>
            <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {query.data ? (
                <span style={{ fontSize: '1.75rem', lineHeight: 1.1, fontWeight: 700 }}>
                  {query.data[card.key]}
                </span>
              ) : (
                <Skeleton variant="text" width={40} sx={{ fontSize: '1.75rem' }} />
              )}
              <span style={{ fontWeight: 500 }}>{card.label}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
