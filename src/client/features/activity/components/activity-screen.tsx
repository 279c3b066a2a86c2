import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { activityActions, type ActivityAction, type ActivityQuery } from '#shared/activity.ts';
import { formatDateTime } from '#shared/format.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';
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
          <TextField
            label={t('activity.user')}
            value={filters.user ?? ''}
            onChange={set('user')}
            size="small"
          />
          <DateField
            label={t('activity.from')}
            value={filters.from ?? ''}
            onChange={set('from')}
            size="small"
          />
          <DateField
            label={t('activity.to')}
            value={filters.to ?? ''}
            onChange={set('to')}
            size="small"
          />
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
            <Paper variant="outlined">
              <TableScroll label={t('activity.tableLabel')}>
                <Table size="small" aria-label={t('activity.tableLabel')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('activity.columns.time')}</TableCell>
                      <TableCell>{t('activity.what')}</TableCell>
                      <TableCell>{t('activity.columns.action')}</TableCell>
                      <TableCell>{t('activity.columns.user')}</TableCell>
                      <TableCell>{t('activity.columns.address')}</TableCell>
                      <TableCell>{t('activity.columns.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(r.at, i18n.language)}
                        </TableCell>
                        {/* What happened, right after when: on a phone it shows without a swipe. */}
                        <TableCell>
                          <ActivityWhat row={r} />
                        </TableCell>
                        <TableCell>{label(r.action)}</TableCell>
                        <TableCell>
                          {r.username}
                          {r.role ? ` (${roleLabel(r.role)})` : ''}
                        </TableCell>
                        <TableCell>{r.ip}</TableCell>
                        <TableCell>{r.status}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            </Paper>
          )
        }
      </QueryView>
    </Stack>
  );
}
