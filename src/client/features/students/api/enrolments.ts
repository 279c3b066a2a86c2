import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddEnrolmentInput,
  EndEnrolmentInput,
  EnrolmentHistory,
  EnrolmentRow,
} from '#shared/enrolments.ts';
import type { CourseOption } from '#shared/teachers.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

const historyKey = (studentId: number) => [...queryKeys.students.one(studentId), 'enrolments'];

/** `GET /api/students/:id/enrolments`: course, from, to, status, oldest first. */
export function useEnrolments(studentId: number) {
  return useQuery({
    queryKey: historyKey(studentId),
    queryFn: ({ signal }) =>
      fetchJson<EnrolmentHistory>(`/api/students/${studentId}/enrolments`, { signal }),
    staleTime: 0,
  });
}

/** `GET /get-courses`: id and name of every course, for the Add course dialog. */
export function useCourseList(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.courses.options,
    queryFn: ({ signal }) => fetchJson<CourseOption[]>('/get-courses', { signal }),
    enabled,
  });
}

/** A change to a student's courses touches the history and both lists. */
function useEnrolmentMutation<A>(fn: (arg: A) => Promise<EnrolmentRow>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A batch's seats change with its students.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.students.all }),
        client.invalidateQueries({ queryKey: queryKeys.batches.all }),
      ]),
  });
}

/** `POST /api/students/:id/enrolments`: a batch of the course too, when the course has any. */
export const useAddEnrolment = (studentId: number) =>
  useEnrolmentMutation((body: AddEnrolmentInput) =>
    fetchJson<EnrolmentRow>(`/api/students/${studentId}/enrolments`, { method: 'POST', body }),
  );

/** `POST /api/enrolments/:id/end`. */
export const useEndEnrolment = () =>
  useEnrolmentMutation(({ id, ...body }: EndEnrolmentInput & { id: number }) =>
    fetchJson<EnrolmentRow>(`/api/enrolments/${id}/end`, { method: 'POST', body }),
  );
