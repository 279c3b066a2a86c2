import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ApprovalCourse, ApproveInput } from '#shared/approval-batches.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useBatchSeats } from './batch-choice';
import { refusalOf } from './refusal';

type Props = {
  name: string;
  courses: readonly ApprovalCourse[];
  busy: boolean;
  error: unknown;
  onApprove: (batches: ApproveInput['batches']) => void;
  onCancel: () => void;
};

/**
 * Approve → the applicant's courses that have batches, each with a batch chosen already (the
 * applicant's timing with a free seat, else any with one); the office may change it. A full batch
 * shows but cannot be chosen.
 */
export function ApproveBatchesDialog({ name, courses, busy, error, onApprove, onCancel }: Props) {
  const { t } = useTranslation('admin-people');
  const seatsOf = useBatchSeats();
  const titleId = useId();
  const courseName = useCourseName();
  const [chosen, setChosen] = useState<Record<number, string>>(() =>
    Object.fromEntries(courses.map((c) => [c.courseId, c.choice === null ? '' : String(c.choice)])),
  );
  const refusal = refusalOf(error, 'batches');
  const message = refusal.field ?? refusal.form ?? refusalOf(error, 'batchId').field;
  const complete = courses.every((c) => chosen[c.courseId]);
  const approve = () =>
    onApprove(courses.map((c) => ({ courseId: c.courseId, batchId: Number(chosen[c.courseId]) })));
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('approveBatches.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('approveBatches.intro')}</Typography>
          {message && <Alert severity="error">{message}</Alert>}
          {courses.map((c) => {
            const course = courseName(c.course, c.courseId);
            const allFull = c.batches.every((b) => b.enrolled >= b.capacity);
            return (
              <TextField
                key={c.courseId}
                select
                fullWidth
                label={t('approveBatches.batchFor', { course })}
                value={chosen[c.courseId] ?? ''}
                onChange={(e) => setChosen((old) => ({ ...old, [c.courseId]: e.target.value }))}
                error={allFull}
                helperText={allFull ? t('approveBatches.allFull') : undefined}
              >
                {c.batches.map((b) => {
                  const seats = seatsOf(b);
                  return (
                    <MenuItem key={b.id} value={String(b.id)} disabled={seats.closed}>
                      {`${b.name} · ${t(`timing.${b.timing}`)} · ${seats.text}`}
                    </MenuItem>
                  );
                })}
              </TextField>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('enrolments.cancel')}</Button>
        <Button variant="contained" color="success" onClick={approve} disabled={!complete || busy}>
          {t('actions.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
