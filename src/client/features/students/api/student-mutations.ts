import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveReply,
  EndSessionsReply,
  ResetPasswordReply,
  StudentListItem,
  StudentUpdateInput,
} from '#shared/students.ts';
import type { ApproveInput } from '#shared/approval-batches.ts';
import type { StudentImportReply } from '#shared/student-import.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Every change here touches both lists (students and registrations). */
function useStudentMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.students.all }),
  });
}

/** `PUT /api/students/:id`. */
const updateStudent = ({ id, input }: { id: number; input: StudentUpdateInput }) =>
  fetchJson<StudentListItem>(`/api/students/${id}`, { method: 'PUT', body: input });
export const useUpdateStudent = () => useStudentMutation(updateStudent);

/** `DELETE /api/students/:id`: also ends the student's sessions. */
const deleteStudent = (id: number) => fetchJson<void>(`/api/students/${id}`, { method: 'DELETE' });
export const useDeleteStudent = () => useStudentMutation(deleteStudent);

/** `POST /api/students/:id/approve`: opens a pending application's account, in these batches. */
const approveApplication = ({ id, batches }: { id: number } & ApproveInput) =>
  fetchJson<ApproveReply>(`/api/students/${id}/approve`, { method: 'POST', body: { batches } });
export const useApproveApplication = () => useStudentMutation(approveApplication);

/** `POST /api/students/:id/reject`. */
const rejectApplication = (id: number) =>
  fetchJson<void>(`/api/students/${id}/reject`, { method: 'POST', body: {} });
export const useRejectApplication = () => useStudentMutation(rejectApplication);

/** `POST /api/students/:id/reset-password`: the new password, to show once. */
const resetPassword = (id: number) =>
  fetchJson<ResetPasswordReply>(`/api/students/${id}/reset-password`, {
    method: 'POST',
    body: {},
  });
export const useResetPassword = () => useStudentMutation(resetPassword);

/** `POST /api/students/:id/end-sessions`: logs the student out on every device. */
const endSessions = (id: number) =>
  fetchJson<EndSessionsReply>(`/api/students/${id}/end-sessions`, { method: 'POST', body: {} });
export const useEndSessions = () => useStudentMutation(endSessions);

/** `POST /api/admin/students/import`: a CSV of students, all created or none (issue 27.4). */
export const importStudents = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return fetchJson<StudentImportReply>('/api/admin/students/import', {
    method: 'POST',
    body: form,
  });
};
export const useImportStudents = () => useStudentMutation(importStudents);
