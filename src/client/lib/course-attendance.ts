import { useQuery } from '@tanstack/react-query';
import type { CourseAttendanceList } from '#shared/attendance-stats.ts';
import { fetchJson } from './api';

/**
 * `GET /api/students/:id/attendance` (admin): a student's percentage per course, for Student
 * Details' course list (issue 21.4). Under the attendance reports' key, so a threshold change
 * refreshes it.
 */
export const useStudentCourseAttendance = (studentId: number) =>
  useQuery({
    queryKey: ['attendance-report', 'student', studentId],
    queryFn: ({ signal }) =>
      fetchJson<CourseAttendanceList>(`/api/students/${studentId}/attendance`, { signal }),
    staleTime: 0,
  });
