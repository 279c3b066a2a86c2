import { useQuery } from '@tanstack/react-query';
import type { CourseOption } from '../../../../shared/teachers';
import { fetchJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /get-courses`: id and name, for the builder's course choice. */
export function useCourseChoices() {
  return useQuery({
    queryKey: queryKeys.courses.options,
    queryFn: ({ signal }) => fetchJson<CourseOption[]>('/get-courses', { signal }),
  });
}
