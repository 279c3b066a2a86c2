import { useQuery } from '@tanstack/react-query';
import type { CourseOption } from '#shared/teachers.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /get-courses`: id and name, for the builder's course choice. */
export function useCourseChoices() {
  return useQuery({
    queryKey: queryKeys.courses.options,
    queryFn: ({ signal }) => fetchJson<CourseOption[]>('/get-courses', { signal }),
  });
}
