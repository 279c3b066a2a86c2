import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceReport,
  AttendanceThreshold,
  StudentAttendance,
} from '#shared/attendance-stats.ts';
import { fetchJson } from '#client/lib/api.ts';

// Attendance reports (issue 21.4): the admin's threshold, a batch's month, a student's courses;
// the student's own page. Every reply is about people and is read fresh.

const keys = {
  all: ['attendance-report'] as const,
  threshold: ['attendance-report', 'threshold'] as const,
  report: (batchId: number, month: string) => ['attendance-report', 'report', batchId, month],
  student: (id: number) => ['attendance-report', 'student', id],
  mine: (month: string) => ['attendance-report', 'mine', month],
};

export const reportCsvUrl = (batchId: number, month: string) =>
  `/api/attendance/report.csv?batchId=${batchId}&month=${month}`;

/** `GET /api/settings/attendance`. */
export const useAttendanceThreshold = () =>
  useQuery({
    queryKey: keys.threshold,
    queryFn: ({ signal }) => fetchJson<AttendanceThreshold>('/api/settings/attendance', { signal }),
  });

/** `PUT /api/settings/attendance`: every figure's standing follows. */
export function useSaveThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceThreshold) =>
      fetchJson<AttendanceThreshold>('/api/settings/attendance', { method: 'PUT', body }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `GET /api/attendance/report?batchId=&month=`. */
export const useAttendanceReport = (batchId: number | null, month: string) =>
  useQuery({
    queryKey: keys.report(batchId ?? 0, month),
    queryFn: ({ signal }) =>
      fetchJson<AttendanceReport>(`/api/attendance/report?batchId=${batchId}&month=${month}`, {
        signal,
      }),
    enabled: batchId !== null,
    staleTime: 0,
  });

/** `GET /api/student/attendance?month=`: the student's own page. */
export const useMyAttendance = (month: string) =>
  useQuery({
    queryKey: keys.mine(month),
    queryFn: ({ signal }) =>
      fetchJson<StudentAttendance>(`/api/student/attendance?month=${month}`, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
