import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ContactMessage } from '../../../../shared/contact';

type ConfirmDeleteMessageProps = {
  /** The message to delete; the dialog is open while this is set. */
  message: ContactMessage | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (message: ContactMessage) => void;
};

/** Asks before a contact message is deleted, in the words of the app's other delete dialogs. */
export function ConfirmDeleteMessage({
  message,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDeleteMessageProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={message !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Confirm Delete</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Are you sure you want to delete the message from {message?.from_name}?
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
          onClick={() => message && onConfirm(message)}
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
