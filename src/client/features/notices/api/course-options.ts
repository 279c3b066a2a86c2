import { useQuery } from '@tanstack/react-query';
import type { CourseOption } from '#shared/teachers.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /get-courses`: the courses a notice can be for (Create Notice's "For"). */
export function useNoticeCourseOptions() {
  return useQuery({
    queryKey: queryKeys.courses.options,
    queryFn: ({ signal }) => fetchJson<CourseOption[]>('/get-courses', { signal }),
  });
}
