import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Teacher } from '#shared/teachers.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useGiveTeacherLogin } from '../api/give-login';

type Props = { teacher: Teacher; onClose: () => void };

/**
 * "Give login" / "Reset password" of a teacher (issue 21.1): asks first, then shows the login ID
 * and the one-time password once (it is not stored readable); the teacher changes it at the
 * first login.
 */
export function TeacherLoginDialog({ teacher, onClose }: Props) {
  const { t } = useTranslation('admin-people');
  const give = useGiveTeacherLogin();
  const titleId = useId();
  const textId = useId();
  const name = `${teacher.first_name} ${teacher.last_name}`;
  const reset = teacher.login_id !== null;
  const done = give.data;
  return (
    <Dialog
      open
      onClose={give.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>
        {reset ? t('teachers.login.resetTitle') : t('teachers.login.giveTitle')}
      </DialogTitle>
      <DialogContent id={textId}>
        {done ? (
          <>
            <Typography>
              {t('teachers.login.loginId')}{' '}
              <Typography component="strong" sx={{ fontWeight: 700 }} dir="ltr">
                {done.loginId}
              </Typography>
            </Typography>
            <Typography sx={{ mt: 1 }}>
              {t('teachers.login.password')}{' '}
              <Typography
                component="code"
                dir="ltr"
                sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 700 }}
              >
                {done.password}
              </Typography>
            </Typography>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('teachers.login.warning')}
            </Alert>
          </>
        ) : (
          <Typography>
            {reset
              ? t('teachers.login.resetText', { name })
              : t('teachers.login.giveText', { name })}
          </Typography>
        )}
        {give.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('teachers.login.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {done ? (
          <>
            <Button
              onClick={() => void navigator.clipboard?.writeText(done.password).catch(() => {})}
            >
              {t('secret.copy')}
            </Button>
            <Button variant="contained" onClick={onClose}>
              {t('secret.done')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={give.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={give.isPending}
              onClick={() => give.mutate(teacher.id)}
            >
              {reset ? t('actions.resetPassword') : t('teachers.login.give')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
