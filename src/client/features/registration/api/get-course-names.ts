import { useQuery } from '@tanstack/react-query';
import type { CourseOption } from '#shared/teachers.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /get-courses` (admin): the course list the form's checkboxes offer. */
export function getCourseOptions(signal?: AbortSignal): Promise<CourseOption[]> {
  return fetchJson<CourseOption[]>('/get-courses', { signal });
}

/** The names only; the cache entry is the same `/get-courses` list the teacher dialog reads. */
export function useCourseNames() {
  return useQuery({
    queryKey: queryKeys.courses.options,
    queryFn: ({ signal }) => getCourseOptions(signal),
    select: (list) => list.map((c) => c.name),
  });
}
