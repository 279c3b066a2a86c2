import { useQuery } from '@tanstack/react-query';
import type { CourseOption } from '#shared/teachers.ts';
import { fetchJson } from './api';
import { queryKeys } from './query-keys';

/**
 * `GET /get-courses` (admin): every course's id and English name, the one list the console's
 * course choices read (teacher dialog, registration form, exams, mock-test builder, notices).
 * One cache entry: a screen that changes courses refreshes them all (`queryKeys.courses.all`).
 * Show a name with `useCourseName()`; the value a form sends stays the id or English name.
 */
export function useCourseOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.courses.options,
    queryFn: ({ signal }) => fetchJson<CourseOption[]>('/get-courses', { signal }),
    enabled,
  });
}
