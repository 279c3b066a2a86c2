import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeekReply } from '#shared/timetable-views.ts';
import type { WeekClass } from '#shared/timetable.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Whose week: the admin's (with its filter), the session teacher's, the session student's. */
export type WeekSource = 'admin' | 'teacher' | 'student';

const paths: Record<WeekSource, string> = {
  admin: '/api/timetable/week',
  teacher: '/api/teacher/timetable',
  student: '/api/student/timetable',
};

/** A week of the timetable; `query` is the search part ('from=…&batchId=…'). */
export function useWeek(source: WeekSource, query: string) {
  return useQuery({
    queryKey: queryKeys.timetableWeek.of(source, query),
    queryFn: ({ signal }) => fetchJson<WeekReply>(`${paths[source]}?${query}`, { signal }),
    // The week shown stays while the next one loads (no flash of "Loading").
    placeholderData: keepPreviousData,
    // A week is replaced whole: comparing 3,000 classes with the last copy costs more than it saves.
    structuralSharing: false,
  });
}

const classPath = (c: Pick<WeekClass, 'slotId' | 'on'>) =>
  `/api/classes/${c.slotId}/${c.on}/cancellation`;

/** `POST` (cancel, with a reason) or `DELETE` (restore) `/api/classes/:slotId/:on/cancellation`. */
export function useClassCancellation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ c, reason }: { c: WeekClass; reason: string | null }) =>
      fetchJson<{ class: WeekClass }>(classPath(c), {
        method: reason === null ? 'DELETE' : 'POST',
        ...(reason === null ? {} : { body: { reason } }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.timetableWeek.all }),
  });
}
