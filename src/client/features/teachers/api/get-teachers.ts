import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Teacher } from '#shared/teachers.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /get-teachers`: every teacher, oldest first. */
function getTeachers(signal?: AbortSignal): Promise<Teacher[]> {
  return fetchJson<Teacher[]>('/get-teachers', { signal });
}

const teachersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teachers.list, queryFn: ({ signal }) => getTeachers(signal) });

export function useTeachers() {
  return useQuery(teachersQueryOptions());
}
