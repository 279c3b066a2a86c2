import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  activityActions,
  activityLabels,
  type ActivityAction,
  type ActivityQuery,
} from '../../../../shared/activity';
import { QueryView } from '../../../components/dashboard/query-view';
import { DateField } from '../../../components/form/form-date-field';
import { activitySearch, useActivity } from '../api/get-activity';

const label = (action: string) => activityLabels[action as ActivityAction] ?? action;
/** UTC, as stored: the log is evidence, so it is shown as recorded. */
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** /Sidebar/Activity: the audit log with filters and a CSV download of what is shown. */
export function ActivityScreen() {
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
            label="Action"
            value={filters.action ?? ''}
            onChange={set('action')}
            sx={{ minWidth: 200 }}
            size="small"
          >
            <MenuItem value="">All</MenuItem>
            {activityActions.map((a) => (
              <MenuItem key={a} value={a}>
                {activityLabels[a]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="User" value={filters.user ?? ''} onChange={set('user')} size="small" />
          <DateField label="From" value={filters.from ?? ''} onChange={set('from')} size="small" />
          <DateField label="To" value={filters.to ?? ''} onChange={set('to')} size="small" />
          <Button
            variant="outlined"
            href={`/api/admin/activity.csv${activitySearch(filters)}`}
            download
          >
            Export CSV
          </Button>
        </Stack>
      </Paper>
      <QueryView
        query={activity}
        loadingLabel="Loading activity"
        errorMessage="The activity could not be loaded. Please try again."
      >
        {(rows) =>
          rows.length === 0 ? (
            <Typography>No activity matches these filters.</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Activity">
                <TableHead>
                  <TableRow>
                    <TableCell>Time</TableCell>
                    <TableCell>Action</TableCell>
                    <TableCell>User</TableCell>
                    <TableCell>Address</TableCell>
                    <TableCell>Request</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{utc(r.at)}</TableCell>
                      <TableCell>{label(r.action)}</TableCell>
                      <TableCell>
                        {r.username}
                        {r.role ? ` (${r.role})` : ''}
                      </TableCell>
                      <TableCell>{r.ip}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>
                        {r.method} {r.route} {r.target}
                      </TableCell>
                      <TableCell>{r.status}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryView>
    </Stack>
  );
}
