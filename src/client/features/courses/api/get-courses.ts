import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../shared/courses';
import { fetchJson } from '../../../lib/api';

/** Every course query sits under ['courses'] (the teachers dialog's course list too). */
export const coursesRootKey = ['courses'] as const;
export const coursesKey = ['courses', 'list'] as const;

/** `GET /api/courses` (admin): every course, in catalogue order. */
export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return fetchJson<Course[]>('/api/courses', { signal });
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: coursesKey, queryFn: ({ signal }) => getCourses(signal) });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
