import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys.ts';

/** After a notice is posted or deleted: reload the lists and the bell's badge (all under one key). */
export async function refreshNotices(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: queryKeys.notices.all });
}
