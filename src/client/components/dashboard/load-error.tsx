import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failed load: the error's message and a 'Try again' button. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
