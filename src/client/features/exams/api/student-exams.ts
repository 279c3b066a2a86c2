import { useQuery } from '@tanstack/react-query';
import type { ExamType } from '#shared/exams.ts';
import type { ReportCard, StudentExam, StudentResults } from '#shared/exam-results.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/student/exams?type=`: the session's student's exams of one type. */
export function useStudentExams(type: ExamType) {
  return useQuery({
    queryKey: queryKeys.exams.student(type),
    queryFn: ({ signal }) =>
      fetchJson<StudentExam[]>(`/api/student/exams?type=${type}`, { signal }),
  });
}

export function useStudentResults() {
  return useQuery({
    queryKey: queryKeys.exams.results,
    queryFn: ({ signal }) => fetchJson<StudentResults>('/api/student/results', { signal }),
  });
}

export function useStudentReportCard(courseId: number) {
  return useQuery({
    queryKey: queryKeys.exams.reportCard(courseId),
    queryFn: ({ signal }) => fetchJson<ReportCard>(`/api/student/results/${courseId}`, { signal }),
  });
}
