import type { QueryClient } from '@tanstack/react-query';
import type { ApprovalBatches } from '#shared/approval-batches.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * `GET /api/students/:id/approval-batches`: the applicant's courses that have batches, each with
 * its batches (seats taken now) and the one approval would choose. Asked afresh at each approval.
 */
export const fetchApprovalBatches = (client: QueryClient, studentId: number) =>
  client.fetchQuery({
    queryKey: queryKeys.batches.approval(studentId),
    queryFn: ({ signal }) =>
      fetchJson<ApprovalBatches>(`/api/students/${studentId}/approval-batches`, { signal }),
    staleTime: 0,
  });
