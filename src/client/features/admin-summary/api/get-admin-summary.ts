import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { AdminSummary } from '#shared/summary.ts';

// The reply's shape is typed once, in src/shared; a type-only import keeps zod out of the bundle.
export type AdminSummaryCounts = AdminSummary;

/** `GET /api/admin/summary`: the landing page's counts in one call. */
function getAdminSummary(signal?: AbortSignal): Promise<AdminSummaryCounts> {
  return fetchJson<AdminSummaryCounts>('/api/admin/summary', { signal });
}

const adminSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminSummary,
    queryFn: ({ signal }) => getAdminSummary(signal),
    // The landing page is where the admin looks for news: always show fresh counts.
    staleTime: 0,
  });

export function useAdminSummary() {
  return useQuery(adminSummaryQueryOptions());
}
