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

/**
 * Where the marks panel reads and writes (decision 069): the admin's calls, or the teacher's
 * (`teacherMarksEndpoints`). A call left null hides what uses it.
 */
export type MarksEndpoints = {
  /** GET and PUT the grid. */
  marks: (examId: number) => string;
  /** The CSV to download and upload; null: no CSV buttons. */
  csv: ((examId: number) => string) | null;
  /** POST to publish; null: no Publish button (the office publishes). */
  publish: ((examId: number) => string) | null;
  /** POST to unpublish; null: a published exam shows no button. */
  unpublish: ((examId: number) => string) | null;
  /** Whether the marks chart (the admin's distribution call) is shown. */
  chart: boolean;
};

export const adminMarksEndpoints: MarksEndpoints = {
  marks: (id) => `/api/admin/exams/${id}/marks`,
  csv: (id) => `/api/admin/exams/${id}/marks.csv`,
  publish: (id) => `/api/admin/exams/${id}/publish`,
  unpublish: (id) => `/api/admin/exams/${id}/unpublish`,
  chart: true,
};

export function useMarksGrid(examId: number | null, endpoints = adminMarksEndpoints) {
  return useQuery({
    queryKey: queryKeys.exams.marks(examId ?? 0),
    queryFn: ({ signal }) => fetchJson<MarksGrid>(endpoints.marks(examId ?? 0), { signal }),
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

export function useSaveMarks(examId: number, endpoints = adminMarksEndpoints) {
  return useExamMutation((input: MarksInput) =>
    fetchJson<MarksGrid>(endpoints.marks(examId), { method: 'PUT', body: input }),
  );
}

export function useUploadMarks(examId: number, endpoints = adminMarksEndpoints) {
  return useExamMutation((file: File) => {
    if (!endpoints.csv) throw new Error('No CSV upload here.');
    const form = new FormData();
    form.append('file', file);
    return fetchJson<MarksGrid>(endpoints.csv(examId), { body: form });
  });
}

export function usePublishExam(endpoints = adminMarksEndpoints) {
  return useExamMutation(
    ({
      id,
      publish,
      beforeExamDate,
    }: {
      id: number;
      publish: boolean;
      beforeExamDate?: boolean;
    }) => {
      const url = publish ? endpoints.publish : endpoints.unpublish;
      if (!url) throw new Error('Not allowed here.');
      return fetchJson<Exam>(url(id), {
        method: 'POST',
        ...(beforeExamDate ? { body: { beforeExamDate } } : {}),
      });
    },
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
