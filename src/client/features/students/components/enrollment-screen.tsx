import DownloadIcon from '@mui/icons-material/Download';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { academy } from '#shared/academy.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useRegistrations } from '../api/get-registrations';
import { ConfirmDialog } from './confirm-dialog';
import { useEnrollmentActions, type Pending } from './enrollment-actions';
import { printStudent } from './print-student';
import { ApprovedDialog } from './approved-dialog';
import { ApproveBatchesDialog } from './approve-batches-dialog';
import { SecretDialog } from './secret-dialog';
import { StudentDetailsDialog } from './student-details-dialog';
import { boldHeadings, DataTable } from '#client/components/dashboard/data-table.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';

/**
 * The confirmation of each action that cannot be undone, for the student named, in the current
 * language (called while rendering).
 */
const confirmTexts: Record<Pending['kind'], (name: string) => ConfirmText> = {
  reset: (name) => ({
    title: i18n.t('admin-people:confirm.reset.title'),
    text: i18n.t('admin-people:confirm.reset.text', { name }),
    confirmLabel: i18n.t('admin-people:actions.resetPassword'),
  }),
  reject: (name) => ({
    title: i18n.t('admin-people:confirm.reject.title'),
    text: i18n.t('admin-people:confirm.reject.text', { name }),
    confirmLabel: i18n.t('admin-people:actions.reject'),
  }),
  'end-sessions': (name) => ({
    title: i18n.t('admin-people:confirm.endSessions.title'),
    text: i18n.t('admin-people:confirm.endSessions.text', { name }),
    confirmLabel: i18n.t('admin-people:actions.endSessions'),
  }),
};
type ConfirmText = { title: string; text: string; confirmLabel: string };

/** StudentList (Enrollment): students and pending applications, details, print, approve. */
export function EnrollmentScreen({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation('admin-people');
  const registrations = useRegistrations();
  const courseName = useCourseName();
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
          {t('enrollment.register')}
        </Button>
        <Button
          component="a"
          href="/api/exports/registrations.csv"
          download
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          {t('actions.downloadCsv')}
        </Button>
      </Stack>
      {pendingCount > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('enrollment.pending', { count: pendingCount })}
        </Alert>
      )}
      <QueryView query={registrations} loadingLabel={t('students.loading')}>
        {() => (
          <DataTable
            label={t('enrollment.tableLabel')}
            headRowSx={boldHeadings}
            columns={[
              { header: t('columns.id'), cell: (r) => r.id },
              {
                header: t('columns.name'),
                cell: (r) => (
                  <>
                    {r.studentName}
                    {r.status === 'pending' && (
                      // Dark text on amber: the warning colour's white text is too faint (axe).
                      <Chip
                        label={t('status.pending')}
                        color="secondary"
                        size="small"
                        sx={{ ml: 1 }}
                      />
                    )}
                  </>
                ),
              },
              {
                header: t('columns.studentId'),
                sx: { whiteSpace: 'nowrap' },
                cell: (r) => r.student_id,
              },
              { header: t('columns.phone'), cell: (r) => r.phoneNumber },
            ]}
            rows={rows}
            rowKey={(r) => r.id}
            empty={t('details.noData')}
            hover
            paging={{}}
            actions={{
              header: t('columns.actions'),
              who: (r) => r.studentName,
              list: (r) => [
                { label: t('actions.view'), onClick: () => setViewId(r.id) },
                ...(r.status === 'pending'
                  ? [
                      {
                        label: t('actions.approve'),
                        color: 'success' as const,
                        disabled: actions.busy,
                        onClick: () => void actions.approve(r),
                      },
                      {
                        label: t('actions.reject'),
                        color: 'error' as const,
                        onClick: () => actions.askReject(r),
                      },
                    ]
                  : []),
              ],
            }}
          />
        )}
      </QueryView>
      {viewing && (
        <StudentDetailsDialog
          record={viewing}
          busy={actions.busy}
          onClose={() => setViewId(null)}
          onPrint={() => {
            if (!printStudent(viewing, academy.name, courseName)) {
              showToast({
                message: t('toasts.printBlocked'),
                kind: 'error',
              });
            }
          }}
          onResetPassword={() => actions.askReset(viewing)}
          onEndSessions={() => actions.askEndSessions(viewing)}
          onApprove={() => void actions.approve(viewing)}
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
      {actions.choosing && (
        <ApproveBatchesDialog
          name={actions.choosing.record.studentName}
          courses={actions.choosing.courses}
          busy={actions.busy}
          error={actions.approveError}
          onApprove={(batches) => actions.approveWith(actions.choosing!.record, batches)}
          onCancel={actions.cancelChoosing}
        />
      )}
      {actions.secret && <SecretDialog {...actions.secret} onClose={actions.clearSecret} />}
      {actions.approved && (
        <ApprovedDialog approved={actions.approved} onClose={actions.clearApproved} />
      )}
    </>
  );
}
