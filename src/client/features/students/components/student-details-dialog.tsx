import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { RegistrationRecord } from '#shared/students.ts';
import { DetailList } from '#client/components/dashboard/detail-list.tsx';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { detailRows } from './detail-rows';
import { EnrolmentsSection } from './enrolments-section';

type Props = {
  record: RegistrationRecord;
  busy: boolean;
  onClose: () => void;
  onPrint: () => void;
  onResetPassword: () => void;
  onEndSessions: () => void;
  onApprove: () => void;
  onReject: () => void;
};

/** 'Student Details': every field ('No data available' where missing), never the password. */
export function StudentDetailsDialog(p: Props) {
  const { t } = useTranslation('admin-people');
  const courseName = useCourseName();
  const pending = p.record.status === 'pending';
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{t('details.title')}</DialogTitle>
      {/* Focusable: its long list scrolls, also from the keyboard. */}
      <DialogContent dividers tabIndex={0}>
        <DetailList
          rows={detailRows(p.record, courseName)}
          labelColumn="minmax(160px, 30%)"
          columnGap={2}
          rowGap={1}
          labels="bold"
        />
        {!pending && <EnrolmentsSection studentId={p.record.id} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {pending ? (
          <>
            <Button color="error" onClick={p.onReject} disabled={p.busy}>
              {t('actions.reject')}
            </Button>
            <Button variant="contained" color="success" onClick={p.onApprove} disabled={p.busy}>
              {t('actions.approve')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={p.onResetPassword} disabled={p.busy}>
              {t('actions.resetPassword')}
            </Button>
            <Button onClick={p.onEndSessions} disabled={p.busy}>
              {t('actions.endSessions')}
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={p.onPrint}>{t('actions.print')}</Button>
        <Button variant="contained" onClick={p.onClose}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
