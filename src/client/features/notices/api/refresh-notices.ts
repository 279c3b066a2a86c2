import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-client';
import { noticesListKey } from './get-notices';

/** After a notice is posted or deleted: reload the lists and the bell's badge. */
export async function refreshNotices(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: noticesListKey }),
    client.invalidateQueries({ queryKey: queryKeys.noticeCount }),
  ]);
}
