import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Notice } from '../../../../shared/notices';

type ConfirmDeleteNoticeProps = {
  /** The notice to delete; the dialog is open while this is set. */
  notice: Notice | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (notice: Notice) => void;
};

/** Asks before a notice is deleted, in the words of the app's other delete dialogs. */
export function ConfirmDeleteNotice({
  notice,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDeleteNoticeProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={notice !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Confirm Delete</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Are you sure you want to delete the notice “{notice?.title}”?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          No
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => notice && onConfirm(notice)}
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
