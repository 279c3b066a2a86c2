import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '#client/lib/i18n.ts';

type LoadErrorProps = {
  error: Error;
  /** Shown instead of the error's own message. */
  message?: string;
  onRetry: () => void;
};

/** A failed load: what went wrong and a 'Try again' button. */
export function LoadError({ error, message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      }
    >
      {message ?? error.message}
    </Alert>
  );
}
