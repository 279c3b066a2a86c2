import { useQuery } from '@tanstack/react-query';
import type { CourseOption } from '#shared/teachers.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /get-courses`: the simple course list (id, name) of the teacher dialog. */
export function getCourseOptions(signal?: AbortSignal): Promise<CourseOption[]> {
  return fetchJson<CourseOption[]>('/get-courses', { signal });
}

export function useCourseOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.courses.options,
    queryFn: ({ signal }) => getCourseOptions(signal),
    enabled,
  });
}
