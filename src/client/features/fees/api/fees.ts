import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FeeAccount,
  FeeAccountsReply,
  Payment,
  PaymentInput,
  ReversalInput,
  StudentFeeReply,
} from '#shared/fees.ts';
import type { Receipt, RecordPaymentReply } from '#shared/fee-receipts.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

export type FeeStatus = 'all' | 'defaulters';
export type ReceiptScope = 'admin' | 'student';

/** `GET /api/admin/fees/accounts`: balances of every enrolment (or only the defaulters). */
export function useFeeAccounts(status: FeeStatus) {
  return useQuery({
    queryKey: queryKeys.fees.accounts(status),
    queryFn: ({ signal }) =>
      fetchJson<FeeAccountsReply>(`/api/admin/fees/accounts?status=${status}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/fees/accounts/:enrolmentId`: one account with its plan and payments. */
export function useFeeAccount(enrolmentId: number | null) {
  return useQuery({
    queryKey: queryKeys.fees.account(enrolmentId ?? 0),
    queryFn: ({ signal }) =>
      fetchJson<FeeAccount>(`/api/admin/fees/accounts/${enrolmentId}`, { signal }),
    enabled: enrolmentId !== null,
  });
}

/** The path of the CSV download of the balances list. */
export const feeCsvPath = (status: FeeStatus) => `/api/admin/fees/accounts.csv?status=${status}`;

export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ enrolmentId, input }: { enrolmentId: number; input: PaymentInput }) =>
      fetchJson<RecordPaymentReply>(`/api/admin/fees/accounts/${enrolmentId}/payments`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (reply) => {
      // The receipt page opens next: it draws from this reply at once, without a request.
      client.setQueryData(queryKeys.fees.receipt('admin', reply.receipt.id), reply.receipt);
      // Marked stale, not refetched now: the lists reload when shown again, and the receipt
      // page does not wait for (or share the CPU with) them.
      void client.invalidateQueries({
        queryKey: queryKeys.fees.all,
        predicate: (q) => q.queryKey[1] !== 'receipt',
        refetchType: 'none',
      });
    },
  });
}

export function useReversePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, input }: { paymentId: number; input: ReversalInput }) =>
      fetchJson<Payment>(`/api/admin/fees/payments/${paymentId}/reverse`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.fees.all }),
  });
}

/** `GET /api/student/fee`: the logged-in student's own accounts. */
export function useMyFee() {
  return useQuery({
    queryKey: queryKeys.fees.mine,
    queryFn: ({ signal }) => fetchJson<StudentFeeReply>('/api/student/fee', { signal }),
  });
}

const receiptPath = (scope: ReceiptScope, id: number) =>
  scope === 'admin' ? `/api/admin/fees/receipts/${id}` : `/api/student/receipts/${id}`;

/** One receipt, through the admin's or the student's own route. */
const receiptQuery = (scope: ReceiptScope, id: number) => ({
  queryKey: queryKeys.fees.receipt(scope, id),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    fetchJson<Receipt>(receiptPath(scope, id), { signal }),
});

export function useReceipt(scope: ReceiptScope, id: number) {
  return useQuery(receiptQuery(scope, id));
}

/** Starts loading a receipt when the pointer or focus shows the intent to open it. */
export function usePrefetchReceipt(scope: ReceiptScope) {
  const client = useQueryClient();
  return (id: number) => void client.prefetchQuery(receiptQuery(scope, id));
}
