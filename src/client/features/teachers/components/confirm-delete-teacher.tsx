import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type ConfirmDeleteTeacherProps = {
  open: boolean;
  busy: boolean;
  onNo: () => void;
  onYes: () => void;
};

/** The spec's 'Confirm Delete' dialog with No and Yes. */
export function ConfirmDeleteTeacher({ open, busy, onNo, onYes }: ConfirmDeleteTeacherProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onNo}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Confirm Delete</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Are you sure you want to delete this teacher?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy} autoFocus>
          No
        </Button>
        <Button color="error" variant="contained" onClick={onYes} disabled={busy}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
