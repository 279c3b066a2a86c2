import { useQuery } from '@tanstack/react-query';
import type { ActivityQuery, ActivityRow } from '#shared/activity.ts';
import { showBidi } from '#shared/bidi.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The filters as a query string (empty ones left out). */
export function activitySearch(q: ActivityQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/admin/activity` (admin): newest first. */
async function getActivity(q: ActivityQuery, signal?: AbortSignal): Promise<ActivityRow[]> {
  const reply = await fetchJson<{ rows: ActivityRow[] }>(
    `/api/admin/activity${activitySearch(q)}`,
    { signal },
  );
  // A bidi control typed into a name (a failed login's) is shown as its code, not obeyed.
  return reply.rows.map((r) => ({
    ...r,
    username: showBidi(r.username),
    subject: showBidi(r.subject),
    target: showBidi(r.target),
  }));
}

export function useActivity(q: ActivityQuery) {
  return useQuery({
    queryKey: queryKeys.activity.list(activitySearch(q)),
    queryFn: ({ signal }) => getActivity(q, signal),
  });
}
