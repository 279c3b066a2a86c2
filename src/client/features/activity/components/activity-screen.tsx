import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { activityActions, type ActivityAction, type ActivityQuery } from '#shared/activity.ts';
import { formatDateTime } from '#shared/format.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { DateField } from '#client/components/form/form-date-field.tsx';
import { activitySearch, useActivity } from '../api/get-activity';
import { ActivityWhat } from './activity-what';

/** /Sidebar/Activity: the audit log with filters and a CSV download of what is shown. */
export function ActivityScreen() {
  const { t, i18n } = useTranslation('admin-people');
  const actionLabels: Record<ActivityAction, string> = {
    'login.success': t('activity.actions.loginSuccess'),
    'login.failure': t('activity.actions.loginFailure'),
    'login.blocked': t('activity.actions.loginBlocked'),
    'login.throttled': t('activitySecurity.actions.loginThrottled'),
    'password.failure': t('activitySecurity.actions.passwordFailure'),
    logout: t('activity.actions.logout'),
    forbidden: t('activity.actions.forbidden'),
    'admin.change': t('activity.actions.adminChange'),
    'marks.after_publish': t('activity.marksAfterPublish.action'),
    'calendar_feed.created': t('activity.calendarFeed.created'),
    'calendar_feed.revoked': t('activity.calendarFeed.revoked'),
    'attendance.saved': t('activity.attendanceSaved.action'),
  };
  const label = (action: string) => actionLabels[action as ActivityAction] ?? action;
  const roleLabel = (role: string) =>
    role === 'admin'
      ? t('activity.roles.admin')
      : role === 'student'
        ? t('activity.roles.student')
        : role;
  const [filters, setFilters] = useState<ActivityQuery>({});
  const activity = useActivity(filters);
  const set = (key: keyof ActivityQuery) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value || undefined }));
  const filterLabels = {
    user: t('activity.user'),
    from: t('activity.from'),
    to: t('activity.to'),
  };
  /** A free-text filter: its label, its value and the change that sets it. */
  const filter = (key: keyof typeof filterLabels) => ({
    label: filterLabels[key],
    value: filters[key] ?? '',
    onChange: set(key),
    size: 'small' as const,
  });

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            label={t('activity.action')}
            value={filters.action ?? ''}
            onChange={set('action')}
            sx={{ minWidth: 200 }}
            size="small"
          >
            <MenuItem value="">{t('activity.all')}</MenuItem>
            {activityActions.map((a) => (
              <MenuItem key={a} value={a}>
                {actionLabels[a]}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...filter('user')} />
          <DateField {...filter('from')} />
          <DateField {...filter('to')} />
          <Button
            variant="outlined"
            href={`/api/admin/activity.csv${activitySearch(filters)}`}
            download
          >
            {t('actions.exportCsv')}
          </Button>
        </Stack>
      </Paper>
      <QueryView
        query={activity}
        loadingLabel={t('activity.loading')}
        errorMessage={t('activity.loadFailed')}
      >
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t('activity.none')}</Typography>
          ) : (
            <DataTable
              label={t('activity.tableLabel')}
              columns={[
                {
                  header: t('activity.columns.time'),
                  sx: { whiteSpace: 'nowrap' },
                  cell: (r) => formatDateTime(r.at, i18n.language),
                },
                // What happened, right after when: on a phone it shows without a swipe.
                { header: t('activity.what'), cell: (r) => <ActivityWhat row={r} /> },
                { header: t('activity.columns.action'), cell: (r) => label(r.action) },
                {
                  header: t('activity.columns.user'),
                  cell: (r) => `${r.username}${r.role ? ` (${roleLabel(r.role)})` : ''}`,
                },
                { header: t('activity.columns.address'), cell: (r) => r.ip },
                { header: t('activity.columns.status'), cell: (r) => r.status },
              ]}
              rows={rows}
              rowKey={(r) => r.id}
            />
          )
        }
      </QueryView>
    </Stack>
  );
}
