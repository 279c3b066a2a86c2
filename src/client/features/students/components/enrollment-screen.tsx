import DownloadIcon from '@mui/icons-material/Download';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import { useMemo, useState } from 'react';
import { academy } from '../../../../shared/academy';
import { showToast } from '../../../components/toast-store';
import { useRegistrations } from '../api/get-registrations';
import { ConfirmDialog } from './confirm-dialog';
import { useEnrollmentActions, type Pending } from './enrollment-actions';
import { PagedTable } from './paged-table';
import { printStudent } from './print-student';
import { SecretDialog } from './secret-dialog';
import { StudentDetailsDialog } from './student-details-dialog';
import { QueryView } from '../../../components/dashboard/query-view';

/** The confirmation of each action that cannot be undone, for the student named. */
const confirmTexts: Record<Pending['kind'], (name: string) => ConfirmText> = {
  reset: (name) => ({
    title: 'Reset password',
    text: `Set a new random password for ${name}? The old one stops working and they are logged out.`,
    confirmLabel: 'Reset password',
  }),
  reject: (name) => ({
    title: 'Reject application',
    text: `Reject the application of ${name}?`,
    confirmLabel: 'Reject',
  }),
  'end-sessions': (name) => ({
    title: 'End sessions',
    text: `Log ${name} out on every device? Their password stays the same.`,
    confirmLabel: 'End sessions',
  }),
};
type ConfirmText = { title: string; text: string; confirmLabel: string };

/** StudentList (Enrollment): students and pending applications, details, print, approve. */
export function EnrollmentScreen({ onRegister }: { onRegister: () => void }) {
  const registrations = useRegistrations();
  const [viewId, setViewId] = useState<number | null>(null);
  const actions = useEnrollmentActions(() => setViewId(null));
  // Pending applications first, so they are seen; then students, oldest first.
  const rows = useMemo(() => {
    const all = registrations.data ?? [];
    return [
      ...all.filter((r) => r.status === 'pending'),
      ...all.filter((r) => r.status !== 'pending'),
    ];
  }, [registrations.data]);
  const viewing = rows.find((r) => r.id === viewId);
  const pendingCount = rows.length - rows.filter((r) => r.status !== 'pending').length;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onRegister}>
          Register New Student
        </Button>
        <Button
          component="a"
          href="/api/exports/registrations.csv"
          download
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          Download CSV
        </Button>
      </Stack>
      {pendingCount > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {pendingCount === 1
            ? '1 online application is'
            : `${pendingCount} online applications are`}{' '}
          waiting for approval.
        </Alert>
      )}
      <QueryView query={registrations} loadingLabel="Loading students">
        {() => (
          <PagedTable
            label="Enrolled students"
            columns={['ID', 'Name', 'Student ID', 'Phone', 'Actions']}
            rows={rows}
            rowKey={(r) => r.id}
            empty="No data available"
            renderRow={(r) => (
              <>
                <TableCell>{r.id}</TableCell>
                <TableCell>
                  {r.studentName}
                  {r.status === 'pending' && (
                    <Chip label="Pending" color="warning" size="small" sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.student_id}</TableCell>
                <TableCell>{r.phoneNumber}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setViewId(r.id)}>
                    View
                  </Button>
                  {r.status === 'pending' && (
                    <>
                      <Button
                        size="small"
                        color="success"
                        onClick={() => actions.approve(r)}
                        disabled={actions.busy}
                      >
                        Approve
                      </Button>
                      <Button size="small" color="error" onClick={() => actions.askReject(r)}>
                        Reject
                      </Button>
                    </>
                  )}
                </TableCell>
              </>
            )}
          />
        )}
      </QueryView>
      {viewing && (
        <StudentDetailsDialog
          record={viewing}
          busy={actions.busy}
          onClose={() => setViewId(null)}
          onPrint={() => {
            if (!printStudent(viewing, academy.name)) {
              showToast({
                message: 'The print window was blocked. Allow pop-ups for this site and try again.',
                kind: 'error',
              });
            }
          }}
          onResetPassword={() => actions.askReset(viewing)}
          onEndSessions={() => actions.askEndSessions(viewing)}
          onApprove={() => actions.approve(viewing)}
          onReject={() => actions.askReject(viewing)}
        />
      )}
      {actions.confirming && (
        <ConfirmDialog
          {...confirmTexts[actions.confirming.kind](actions.confirming.record.studentName)}
          busy={actions.busy}
          onConfirm={actions.confirm}
          onCancel={actions.cancelConfirm}
        />
      )}
      {actions.secret && <SecretDialog {...actions.secret} onClose={actions.clearSecret} />}
    </>
  );
}
