import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { RegistrationRecord } from '#shared/students.ts';
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
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 30%) 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
          }}
        >
          {detailRows(p.record, courseName).map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
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
