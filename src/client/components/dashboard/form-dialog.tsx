import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';

type FormDialogProps = {
  open?: boolean;
  title: ReactNode;
  /** Said above the form's message and fields (what the form is about). */
  intro?: ReactNode;
  /** The form's own message above its fields (a refusal not tied to one field). */
  alert?: ReactNode;
  alertRef?: Ref<HTMLDivElement>;
  /** Saving: Cancel, Save and closing wait. */
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** Save waits for something besides saving (e.g. every field filled). */
  submitDisabled?: boolean;
  /** 'error' for a submit that undoes something (a payment reversed). */
  submitColor?: 'primary' | 'error';
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
};

/**
 * An admin's form in a dialog: the title names it, the form's message (if any) above its
 * fields, Cancel and the submit button below; while it saves neither button nor Escape acts.
 */
export function FormDialog(p: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={p.open ?? true}
      onClose={p.pending ? undefined : p.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={p.maxWidth ?? 'sm'}
    >
      <form onSubmit={(e) => void p.onSubmit(e)} onKeyDown={p.onKeyDown} noValidate>
        <DialogTitle id={titleId}>{p.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {p.intro}
            {p.alert && (
              <Alert ref={p.alertRef} severity="error">
                {p.alert}
              </Alert>
            )}
            {p.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={p.onClose} disabled={p.pending}>
            {p.cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={p.submitColor ?? 'primary'}
            disabled={p.pending || p.submitDisabled}
          >
            {p.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
