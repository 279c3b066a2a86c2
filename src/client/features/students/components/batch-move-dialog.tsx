import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { EnrolmentRow } from '#shared/enrolments.ts';
import { formatDate } from '#shared/format.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useBatches } from '#client/lib/batch-list.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useBatchMoves, useMoveBatch } from '../api/enrolment-batches';
import { BatchChoice } from './batch-choice';
import { refusalOf } from './refusal';

/** Student Details → Change batch: the course's batches with seats left, a reason, the history. */
export function BatchMoveDialog(p: { row: EnrolmentRow; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-people');
  const titleId = useId();
  const historyId = useId();
  const course = useCourseName()(p.row.course, p.row.courseId ?? undefined);
  const batches = useBatches(p.row.courseId, { enabled: p.row.courseId !== null });
  const moves = useBatchMoves(p.row.id);
  const move = useMoveBatch();
  const [batchId, setBatchId] = useState('');
  const [reason, setReason] = useState('');
  const choice = refusalOf(move.error, 'batchId');
  const why = refusalOf(move.error, 'reason');
  const list = batches.data?.batches ?? [];
  const save = () =>
    move.mutate(
      { id: p.row.id, batchId: Number(batchId), reason },
      {
        onSuccess: (row) => {
          showToast({
            message: t('batchMoves.moved', { course, batch: row.batch ?? '' }),
            kind: 'success',
          });
          p.onClose();
        },
      },
    );
  const title = p.row.batchId === null ? 'batchMoves.chooseTitle' : 'batchMoves.changeTitle';
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(title, { course })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {t('batchMoves.now', { batch: p.row.batch ?? t('batchMoves.noBatch') })}
          </Typography>
          {(choice.form ?? why.form) && <Alert severity="error">{choice.form ?? why.form}</Alert>}
          {batches.isSuccess && list.length === 0 ? (
            <Typography>{t('batchMoves.noBatches')}</Typography>
          ) : (
            <BatchChoice
              batches={list}
              value={batchId}
              onChange={setBatchId}
              current={p.row.batchId}
              error={choice.field}
            />
          )}
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={t('batchMoves.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(why.field)}
            helperText={why.field ?? t('batchMoves.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Typography id={historyId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('batchMoves.history')}
          </Typography>
          {moves.isError ? (
            <Alert severity="error">{moves.error.message}</Alert>
          ) : moves.isSuccess && moves.data.moves.length === 0 ? (
            <Typography>{t('batchMoves.noHistory')}</Typography>
          ) : (
            <List dense disablePadding aria-labelledby={historyId}>
              {(moves.data?.moves ?? []).map((m) => (
                <ListItem key={m.id} disableGutters>
                  <ListItemText
                    primary={t('batchMoves.fromTo', {
                      from: m.fromBatch ?? t('batchMoves.noBatch'),
                      to: m.toBatch,
                      date: formatDate(m.movedOn, i18n.language),
                    })}
                    secondary={m.reason || undefined}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('enrolments.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!batchId || move.isPending}>
          {t('batchMoves.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
