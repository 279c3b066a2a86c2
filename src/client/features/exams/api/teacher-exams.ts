import { useQuery } from '@tanstack/react-query';
import type { TeacherExams } from '#shared/exams.ts';
import type { MarksEndpoints } from './admin-exams';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/teacher/exams`: the exams of the teacher's courses and whether they may publish. */
export function useTeacherExams() {
  return useQuery({
    queryKey: queryKeys.exams.teacher,
    queryFn: ({ signal }) => fetchJson<TeacherExams>('/api/teacher/exams', { signal }),
  });
}

/**
 * The admin's marks panel on the teacher's calls (decision 069): no CSV, no chart, no unpublish;
 * Publish only when the admin lets teachers publish.
 */
export function teacherMarksEndpoints(mayPublish: boolean): MarksEndpoints {
  return {
    marks: (id) => `/api/teacher/exams/${id}/marks`,
    csv: null,
    publish: mayPublish ? (id) => `/api/teacher/exams/${id}/publish` : null,
    unpublish: null,
    chart: false,
  };
}
