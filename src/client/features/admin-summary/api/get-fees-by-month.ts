import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { FeesByMonth } from '#shared/charts.ts';

/** `GET /api/admin/fees/by-month`: this financial year's money received, month by month. */
export function useFeesByMonth() {
  return useQuery({
    queryKey: queryKeys.fees.byMonth(null),
    queryFn: ({ signal }) => fetchJson<FeesByMonth>('/api/admin/fees/by-month', { signal }),
    staleTime: 0,
  });
}
