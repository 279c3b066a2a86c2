import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from '#client/lib/i18n.ts';

type Props = { title: string; studentId: string; password: string; onClose: () => void };

/** Shows a new password once: it is not stored in readable form and cannot be shown again. */
export function SecretDialog({ title, studentId, password, onClose }: Props) {
  const { t } = useTranslation('admin-people');
  return (
    <Dialog open onClose={onClose} aria-describedby="secret-text">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent id="secret-text">
        <Typography>
          <Trans
            t={t}
            i18nKey="secret.studentId"
            values={{ studentId }}
            components={{ strong: <strong /> }}
          />
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('secret.newPassword')}{' '}
          <Typography
            component="code"
            sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 700 }}
          >
            {password}
          </Typography>
        </Typography>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('secret.warning')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(password).catch(() => {})}>
          {t('secret.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
