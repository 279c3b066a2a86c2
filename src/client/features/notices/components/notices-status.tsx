import type { ReactNode } from 'react';
import type { Notice } from '../../../../shared/notices';
import { LoadError } from '../../../components/dashboard/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useNotices } from '../api/get-notices';

/** Loads the notices and hands them to `children`; a spinner meanwhile, a retry on failure. */
export function NoticesStatus({ children }: { children: (notices: Notice[]) => ReactNode }) {
  const query = useNotices();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
