import ClassIcon from '@mui/icons-material/Class';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import SchoolIcon from '@mui/icons-material/School';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#client/components/dashboard/load-error.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useAdminSummary, type AdminSummaryCounts } from '../api/get-admin-summary';
import { adminPaths } from '#client/lib/paths.ts';

type Card = {
  key: keyof AdminSummaryCounts;
  to: string;
  icon: ReactNode;
};

const cards: Card[] = [
  { key: 'students', to: adminPaths.students, icon: <SchoolIcon /> },
  { key: 'teachers', to: adminPaths.teachers, icon: <PeopleIcon /> },
  { key: 'courses', to: adminPaths.courses, icon: <ClassIcon /> },
  { key: 'pendingApplications', to: adminPaths.applications, icon: <HowToRegIcon /> },
  { key: 'unreadMessages', to: adminPaths.messages, icon: <MailIcon /> },
];

/** The admin landing page's count cards, each a link to the screen that holds those records. */
export function AdminSummary() {
  const { t } = useTranslation('admin');
  const query = useAdminSummary();
  // Each card's label, by the count it shows (literal keys, so the locale check sees them).
  const labels: Record<Card['key'], string> = {
    students: t('summary.students'),
    teachers: t('summary.teachers'),
    courses: t('summary.courses'),
    pendingApplications: t('summary.pendingApplications'),
    unreadMessages: t('summary.unreadMessages'),
  };
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <ul className="dash-tiles" aria-label={t('summary.label')} aria-busy={query.isPending}>
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
              <span style={{ fontWeight: 500 }}>{labels[card.key]}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
