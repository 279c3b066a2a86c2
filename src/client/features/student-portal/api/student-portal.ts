import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchHit, StudentCourse, StudentDetails } from '#shared/account.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/student/courses`: the session student's enrolled courses. */
export function useStudentCourses() {
  return useQuery({
    queryKey: queryKeys.student.courses,
    queryFn: ({ signal }) => fetchJson<StudentCourse[]>('/api/student/courses', { signal }),
  });
}

/** `GET /api/student/details`: the session student's own record. */
export function useStudentDetails() {
  return useQuery({
    queryKey: queryKeys.student.details,
    queryFn: ({ signal }) => fetchJson<StudentDetails>('/api/student/details', { signal }),
  });
}

/** `GET /api/student/search?q=`: the student's courses, exams and notices matching `q`. */
export function useStudentSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: queryKeys.student.search(text),
    queryFn: ({ signal }) =>
      fetchJson<{ hits: SearchHit[] }>(`/api/student/search?q=${encodeURIComponent(text)}`, {
        signal,
      }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
