import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { formatDate } from '#shared/format.ts';
import { useTranslation } from '#client/lib/i18n.ts';

/** Asks before publishing the results of an exam dated after today (issue 27.10). */
export function PublishEarlyDialog({
  open,
  date,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  date: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation('admin-school');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('examEarly.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('examEarly.question', { date: formatDate(date, i18n.language) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('examEarly.cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={onConfirm}>
          {t('examEarly.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
