import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { Notice } from '../../../../shared/notices';
import { PageLoading } from '../../../components/page-loading';
import { useNotices } from '../api/get-notices';

/** Loads the notices and hands them to `children`; a spinner meanwhile, a retry on failure. */
export function NoticesStatus({ children }: { children: (notices: Notice[]) => ReactNode }) {
  const query = useNotices();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {query.error.message}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
