import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

type LoadErrorProps = {
  error: Error;
  /** Shown instead of the error's own message. */
  message?: string;
  onRetry: () => void;
};

/** A failed load: what went wrong and a 'Try again' button. */
export function LoadError({ error, message, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message ?? error.message}
    </Alert>
  );
}
