import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../shared/courses';
import { fetchJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/courses` (admin): every course, in catalogue order. */
export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return fetchJson<Course[]>('/api/courses', { signal });
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.courses.list, queryFn: ({ signal }) => getCourses(signal) });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
