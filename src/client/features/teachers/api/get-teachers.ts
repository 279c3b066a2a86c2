import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Teacher } from '../../../../shared/teachers';
import { fetchJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /get-teachers`: every teacher, oldest first. */
export function getTeachers(signal?: AbortSignal): Promise<Teacher[]> {
  return fetchJson<Teacher[]>('/get-teachers', { signal });
}

export const teachersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teachers.list, queryFn: ({ signal }) => getTeachers(signal) });

export function useTeachers() {
  return useQuery(teachersQueryOptions());
}
