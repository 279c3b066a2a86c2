import { useQuery } from '@tanstack/react-query';
import type { CourseOption } from '../../../../shared/teachers';
import { fetchJson } from '../../../lib/api';

/** Shared with the courses screen, which refreshes it after a course changes. */
export const courseOptionsKey = ['courses', 'options'] as const;

/** `GET /get-courses`: the simple course list (id, name) of the teacher dialog. */
export function getCourseOptions(signal?: AbortSignal): Promise<CourseOption[]> {
  return fetchJson<CourseOption[]>('/get-courses', { signal });
}

export function useCourseOptions(enabled: boolean) {
  return useQuery({
    queryKey: courseOptionsKey,
    queryFn: ({ signal }) => getCourseOptions(signal),
    enabled,
  });
}
