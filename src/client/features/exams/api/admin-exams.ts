import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Exam,
  ExamInput,
  GradeSetting,
  GradeSettingInput,
  MarksGrid,
  MarksInput,
} from '#shared/exams.ts';
import type { CourseReportCards } from '#shared/exam-results.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

export function useExams(courseId: number | null) {
  return useQuery({
    queryKey: queryKeys.exams.list(courseId ?? 0),
    queryFn: ({ signal }) => fetchJson<Exam[]>(`/api/admin/exams?courseId=${courseId}`, { signal }),
    enabled: courseId !== null,
  });
}

export function useMarksGrid(examId: number | null) {
  return useQuery({
    queryKey: queryKeys.exams.marks(examId ?? 0),
    queryFn: ({ signal }) => fetchJson<MarksGrid>(`/api/admin/exams/${examId}/marks`, { signal }),
    enabled: examId !== null,
  });
}

function useExamMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.exams.all }),
  });
}

export function useSaveExam() {
  return useExamMutation(({ id, input }: { id: number | null; input: ExamInput }) =>
    fetchJson<Exam>(id === null ? '/api/admin/exams' : `/api/admin/exams/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
    }),
  );
}

export function useDeleteExam() {
  return useExamMutation((id: number) =>
    fetchJson<void>(`/api/admin/exams/${id}`, { method: 'DELETE' }),
  );
}

export function useSaveMarks(examId: number) {
  return useExamMutation((input: MarksInput) =>
    fetchJson<MarksGrid>(`/api/admin/exams/${examId}/marks`, { method: 'PUT', body: input }),
  );
}

export function useUploadMarks(examId: number) {
  return useExamMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return fetchJson<MarksGrid>(`/api/admin/exams/${examId}/marks.csv`, { body: form });
  });
}

export function usePublishExam() {
  return useExamMutation(
    ({ id, publish, beforeExamDate }: { id: number; publish: boolean; beforeExamDate?: boolean }) =>
      fetchJson<Exam>(`/api/admin/exams/${id}/${publish ? 'publish' : 'unpublish'}`, {
        method: 'POST',
        ...(beforeExamDate ? { body: { beforeExamDate } } : {}),
      }),
  );
}

export function useGradeSetting() {
  return useQuery({
    queryKey: queryKeys.exams.gradeScale,
    queryFn: ({ signal }) => fetchJson<GradeSetting>('/api/admin/grade-scale', { signal }),
  });
}

export function useSaveGradeSetting() {
  return useExamMutation((input: GradeSettingInput) =>
    fetchJson<GradeSetting>('/api/admin/grade-scale', { method: 'PUT', body: input }),
  );
}

export function useCourseReportCards(courseId: number) {
  return useQuery({
    queryKey: queryKeys.exams.reportCards(courseId),
    queryFn: ({ signal }) =>
      fetchJson<CourseReportCards>(`/api/admin/courses/${courseId}/report-cards`, { signal }),
  });
}
