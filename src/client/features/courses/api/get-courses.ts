import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/courses.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/courses` (admin): every course, in catalogue order. */
function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return fetchJson<Course[]>('/api/courses', { signal });
}

const coursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.courses.list, queryFn: ({ signal }) => getCourses(signal) });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
