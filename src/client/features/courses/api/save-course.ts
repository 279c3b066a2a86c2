import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '../../../../shared/courses';
import { ApiError } from '../../../lib/api';
import { coursesKey, coursesRootKey } from './get-courses';

export type SaveCourse = { id: number | null; form: FormData };

/**
 * `POST /api/courses` (id null) or `PUT /api/courses/:id` as multipart/form-data. The api
 * client sends JSON only, so this call has its own fetch with the same error path: ApiError with
 * the server's message and field errors, or status 0 when the network fails.
 */
export async function saveCourse({ id, form }: SaveCourse): Promise<Course> {
  let response: Response;
  try {
    response = await fetch(id === null ? '/api/courses' : `/api/courses/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; fieldErrors?: Record<string, string[]> };
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    throw new ApiError(response.status, message, body.fieldErrors ?? {});
  }
  return data as Course;
}

export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: async (course, { id }) => {
      // The new course is appended (an edited one replaced) at once, then the list reloads.
      client.setQueryData<Course[]>(coursesKey, (list = []) =>
        id === null ? [...list, course] : list.map((c) => (c.id === course.id ? course : c)),
      );
      await client.invalidateQueries({ queryKey: coursesRootKey });
    },
  });
}
