import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

type Props = { title: string; studentId: string; password: string; onClose: () => void };

/** Shows a new password once: it is not stored in readable form and cannot be shown again. */
export function SecretDialog({ title, studentId, password, onClose }: Props) {
  return (
    <Dialog open onClose={onClose} aria-describedby="secret-text">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent id="secret-text">
        <Typography>
          Student ID: <strong>{studentId}</strong>
        </Typography>
        <Typography sx={{ mt: 1 }}>
          New password:{' '}
          <Typography
            component="code"
            sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 700 }}
          >
            {password}
          </Typography>
        </Typography>
        <Alert severity="warning" sx={{ mt: 2 }}>
          Give this password to the student now. It is shown only once.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(password).catch(() => {})}>
          Copy
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
