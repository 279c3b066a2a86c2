import { useQuery } from '@tanstack/react-query';
import type { TeacherBatch, TeacherBatches } from '#shared/teacher-portal.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/teacher/batches`: the session teacher's batches. */
export function useTeacherBatches() {
  return useQuery({
    queryKey: queryKeys.teacher.batches,
    queryFn: ({ signal }) => fetchJson<TeacherBatches>('/api/teacher/batches', { signal }),
  });
}

/** `GET /api/teacher/batches/:id`: one of their batches with its students. */
export function useTeacherBatch(id: number) {
  return useQuery({
    queryKey: queryKeys.teacher.batch(id),
    queryFn: ({ signal }) => fetchJson<TeacherBatch>(`/api/teacher/batches/${id}`, { signal }),
  });
}
