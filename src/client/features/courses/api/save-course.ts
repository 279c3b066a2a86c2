import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '#shared/courses.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

type SaveCourse = { id: number | null; form: FormData };

/** `POST /api/courses` (id null) or `PUT /api/courses/:id`, as multipart/form-data. */
function saveCourse({ id, form }: SaveCourse): Promise<Course> {
  return id === null
    ? fetchJson<Course>('/api/courses', { method: 'POST', body: form })
    : fetchJson<Course>(`/api/courses/${id}`, { method: 'PUT', body: form });
}

export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: async (course, { id }) => {
      // The new course is appended (an edited one replaced) at once, then the list reloads.
      client.setQueryData<Course[]>(queryKeys.courses.list, (list = []) =>
        id === null ? [...list, course] : list.map((c) => (c.id === course.id ? course : c)),
      );
      await client.invalidateQueries({ queryKey: queryKeys.courses.all });
    },
  });
}
