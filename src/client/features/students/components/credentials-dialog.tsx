import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from '#client/lib/i18n.ts';

type Props = {
  title: string;
  studentId: string;
  /** A password shown once, after `passwordLabel`, with the warning; none: nothing to show. */
  password?: string | null;
  passwordLabel: string;
  /** Said before the student ID. */
  intro?: ReactNode;
  /** Said after the password. */
  children?: ReactNode;
  /** Buttons before Done. */
  actions: ReactNode;
  onClose: () => void;
};

/**
 * A student's new login, shown once (a password is not stored in readable form and cannot be
 * shown again): the student ID, the password and the warning to give it now; Done closes.
 */
export function CredentialsDialog(p: Props) {
  const { t } = useTranslation('admin-people');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={p.onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{p.title}</DialogTitle>
      <DialogContent id={textId}>
        {p.intro}
        <Typography sx={p.intro ? { mt: 1 } : undefined}>
          <Trans
            t={t}
            i18nKey="secret.studentId"
            values={{ studentId: p.studentId }}
            components={{ strong: <strong /> }}
          />
        </Typography>
        {p.password && (
          <>
            <Typography sx={{ mt: 1 }}>
              {p.passwordLabel}{' '}
              <Typography
                component="code"
                sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 700 }}
              >
                {p.password}
              </Typography>
            </Typography>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('secret.warning')}
            </Alert>
          </>
        )}
        {p.children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {p.actions}
        <Button variant="contained" onClick={p.onClose}>
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
