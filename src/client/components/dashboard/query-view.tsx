import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

type QueryViewProps<T> = {
  query: UseQueryResult<T, Error>;
  /** The spinner's accessible name, e.g. 'Loading teachers'. */
  loadingLabel: string;
  errorMessage?: string;
  children: (data: T) => ReactNode;
};

/** The one loading / failed / loaded switch of the dashboard screens: spinner, retry, content. */
export function QueryView<T>({ query, loadingLabel, errorMessage, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        {...(errorMessage ? { message: errorMessage } : {})}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
