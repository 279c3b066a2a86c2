import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanInput } from '#shared/fee-plan.ts';
import type { FeeAccount } from '#shared/fees.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `PUT /api/admin/fees/accounts/:enrolmentId/plan`: the account's instalments (none: one-time). */
export function useSetFeePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ enrolmentId, input }: { enrolmentId: number; input: PlanInput }) =>
      fetchJson<FeeAccount>(`/api/admin/fees/accounts/${enrolmentId}/plan`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (account) => {
      client.setQueryData(queryKeys.fees.account(account.enrolmentId), account);
      // Balances, defaulters and the student's own page change with the plan.
      void client.invalidateQueries({
        queryKey: queryKeys.fees.all,
        predicate: (q) => q.queryKey[1] !== 'receipt' && q.queryKey[1] !== 'account',
      });
    },
  });
}
