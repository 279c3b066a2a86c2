import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '#shared/notices.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/notices`: newest date first, then newest post time. */
function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return fetchJson<Notice[]>('/api/notices', { signal });
}

const noticesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notices.list, queryFn: ({ signal }) => getNotices(signal) });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
