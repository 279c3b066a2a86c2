import { useQuery } from '@tanstack/react-query';
import type { RegistrationRecord } from '#shared/students.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/students/:id`: one student's whole registration (never the password). */
function getStudent(id: number, signal?: AbortSignal): Promise<RegistrationRecord> {
  return fetchJson<RegistrationRecord>(`/api/students/${id}`, { signal });
}

export function useStudent(id: number) {
  return useQuery({
    queryKey: queryKeys.students.one(id),
    queryFn: ({ signal }) => getStudent(id, signal),
    staleTime: 0,
  });
}
