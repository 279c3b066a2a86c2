import Button from '@mui/material/Button';
import { useTranslation } from '#client/lib/i18n.ts';
import { CredentialsDialog } from './credentials-dialog';

type Props = { title: string; studentId: string; password: string; onClose: () => void };

/** Shows a new password once (an account opened, a password reset), with Copy. */
export function SecretDialog({ title, studentId, password, onClose }: Props) {
  const { t } = useTranslation('admin-people');
  return (
    <CredentialsDialog
      title={title}
      studentId={studentId}
      password={password}
      passwordLabel={t('secret.newPassword')}
      onClose={onClose}
      actions={
        <Button onClick={() => void navigator.clipboard?.writeText(password).catch(() => {})}>
          {t('secret.copy')}
        </Button>
      }
    />
  );
}
