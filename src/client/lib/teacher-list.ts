import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Teacher } from '#shared/teachers.ts';
import { fetchJson } from './api';
import { queryKeys } from './query-keys';

/** `GET /get-teachers`: every teacher, oldest first. */
function getTeachers(signal?: AbortSignal): Promise<Teacher[]> {
  return fetchJson<Teacher[]>('/get-teachers', { signal });
}

/**
 * The teachers list of TeacherData, one cache entry: the Batches dialog's teacher choices read
 * the same list, so adding or editing a teacher refreshes both (`queryKeys.teachers.all`).
 */
export const teachersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teachers.list, queryFn: ({ signal }) => getTeachers(signal) });

export function useTeacherList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teachersQueryOptions(), enabled });
}
