import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n.ts';

type ConfirmDeleteProps<T> = {
  /** What is about to be deleted; the dialog is open while this is set. */
  target: T | null;
  /** The question, e.g. 'Are you sure you want to delete this teacher?'. */
  question: (target: T) => ReactNode;
  busy: boolean;
  onNo: () => void;
  onYes: (target: T) => void;
};

/** The spec's 'Confirm Delete' dialog with No and Yes, used by every screen that deletes. */
export function ConfirmDelete<T>({ target, question, busy, onNo, onYes }: ConfirmDeleteProps<T>) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={target !== null}
      onClose={busy ? undefined : onNo}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{target !== null && question(target)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy} autoFocus>
          {t('confirmDelete.no')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => target !== null && onYes(target)}
        >
          {t('confirmDelete.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
