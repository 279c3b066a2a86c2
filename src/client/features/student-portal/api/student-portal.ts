import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchHit, StudentCourse, StudentDetails } from '#shared/account.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { currentLanguage } from '#client/lib/language.ts';

/** The interface's language now; a query keyed by it refetches when the student switches. */
function useLanguage() {
  useTranslation();
  return currentLanguage();
}

/** `GET /api/student/courses?lang=`: the session student's enrolled courses, in their language. */
export function useStudentCourses() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.student.courses, language],
    queryFn: ({ signal }) =>
      fetchJson<StudentCourse[]>(`/api/student/courses?lang=${language}`, { signal }),
  });
}

/** `GET /api/student/details`: the session student's own record. */
export function useStudentDetails() {
  return useQuery({
    queryKey: queryKeys.student.details,
    queryFn: ({ signal }) => fetchJson<StudentDetails>('/api/student/details', { signal }),
  });
}

/**
 * `GET /api/student/search?q=&lang=`: the student's courses, exams, mock tests, receipts and
 * notices matching `q` (course names in the student's language too).
 */
export function useStudentSearch(q: string) {
  const text = q.trim();
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.student.search(text), language],
    queryFn: ({ signal }) =>
      fetchJson<{ hits: SearchHit[] }>(
        `/api/student/search?q=${encodeURIComponent(text)}&lang=${language}`,
        { signal },
      ),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
