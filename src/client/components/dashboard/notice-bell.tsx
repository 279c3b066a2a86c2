import Badge from '@mui/material/Badge';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchJson } from '#client/lib/api.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Bell linking to the notice board, with a badge counting the notices not opened yet. */
export function NoticeBell({ to }: { to: string }) {
  const { t } = useTranslation('common');
  const { data } = useQuery({
    queryKey: queryKeys.notices.count,
    queryFn: () => fetchJson<{ count: number }>('/api/notices/count'),
  });
  const count = data?.count ?? 0;
  return (
    <Link
      to={to}
      className="dash-icon-button"
      aria-label={t('noticeBell.label', { count })}
      title={t('noticeBell.title')}
    >
      {/* No badge at 0: a badge fading out would still show the old count (not in the label). */}
      {count > 0 ? (
        <Badge badgeContent={count} color="secondary" max={99}>
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </Link>
  );
}
