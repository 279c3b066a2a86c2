import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentListItem } from '#shared/students.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /get-students`: the active students, oldest first. */
function getStudents(signal?: AbortSignal): Promise<StudentListItem[]> {
  return fetchJson<StudentListItem[]>('/get-students', { signal });
}

const studentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.students.list, queryFn: ({ signal }) => getStudents(signal) });

export function useStudents() {
  return useQuery(studentsQueryOptions());
}
