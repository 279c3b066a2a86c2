import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '../../../../shared/notices';
import { fetchJson } from '../../../lib/api';

/** Every notice list in the app lives under this key; the bell's count sits beside it. */
export const noticesListKey = ['notices', 'list'] as const;

/** `GET /api/notices`: newest date first, then newest post time. */
export function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return fetchJson<Notice[]>('/api/notices', { signal });
}

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: noticesListKey, queryFn: ({ signal }) => getNotices(signal) });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
