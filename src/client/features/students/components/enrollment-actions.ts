import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApprovalCourse, ApproveInput } from '#shared/approval-batches.ts';
import type { ApproveReply, RegistrationRecord } from '#shared/students.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n } from '#client/lib/i18n.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { fetchApprovalBatches } from '../api/approval-batches';
import {
  useApproveApplication,
  useEndSessions,
  useRejectApplication,
  useResetPassword,
} from '../api/student-mutations';

export type Secret = { title: string; studentId: string; password: string };
export type Choosing = { record: RegistrationRecord; courses: ApprovalCourse[] };
export type Pending = { kind: 'reset' | 'reject' | 'end-sessions'; record: RegistrationRecord };

const toast = (message: string, kind: 'success' | 'error') => showToast({ message, kind });

/**
 * Approve, reject, reset password and end sessions, with their confirmations, toasts and the
 * one-time password.
 */
export function useEnrollmentActions(closeDetails: () => void) {
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const reset = useResetPassword();
  const endSessions = useEndSessions();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [approved, setApproved] = useState<ApproveReply | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const [loading, setLoading] = useState(false);
  const client = useQueryClient();
  const onError = (error: Error) => toast(error.message, 'error');

  function approveWith(record: RegistrationRecord, batches: ApproveInput['batches']) {
    approve.mutate(
      { id: record.id, batches },
      {
        onSuccess: (reply) => {
          closeDetails();
          setChoosing(null);
          setApproved(reply);
          void client.invalidateQueries({ queryKey: queryKeys.batches.all });
        },
        // In the batch choice the refusal shows there (`approveError`).
        onError: (error) => {
          if (batches.length === 0) onError(error);
        },
      },
    );
  }

  return {
    busy:
      loading || approve.isPending || reject.isPending || reset.isPending || endSessions.isPending,
    secret,
    clearSecret: () => setSecret(null),
    /** The approval just made: its dialog stays until the office closes it (27.11). */
    approved,
    clearApproved: () => setApproved(null),
    confirming,
    cancelConfirm: () => setConfirming(null),
    askReset: (record: RegistrationRecord) => setConfirming({ kind: 'reset', record }),
    askReject: (record: RegistrationRecord) => setConfirming({ kind: 'reject', record }),
    askEndSessions: (record: RegistrationRecord) => setConfirming({ kind: 'end-sessions', record }),
    /** The applicant whose batches are being chosen before the approval, with their courses. */
    choosing,
    cancelChoosing: () => {
      setChoosing(null);
      approve.reset();
    },
    /** The refusal of the approval, shown in the batch choice while it is open. */
    approveError: approve.error,
    /**
     * Approves at once when none of the applicant's courses has batches; else opens the batch
     * choice, each course's automatic batch chosen already.
     */
    async approve(record: RegistrationRecord) {
      setLoading(true);
      try {
        const { courses } = await fetchApprovalBatches(client, record.id);
        if (courses.length > 0) setChoosing({ record, courses });
        else approveWith(record, []);
      } catch (error) {
        onError(error as Error);
      } finally {
        setLoading(false);
      }
    },
    approveWith,
    confirm() {
      if (!confirming) return;
      const { kind, record } = confirming;
      const done = () => setConfirming(null);
      if (kind === 'reject') {
        reject.mutate(record.id, {
          onSuccess: () => {
            closeDetails();
            toast(i18n.t('admin-people:toasts.rejected'), 'success');
          },
          onError,
          onSettled: done,
        });
      } else if (kind === 'end-sessions') {
        endSessions.mutate(record.id, {
          onSuccess: ({ ended }) =>
            toast(i18n.t('admin-people:toasts.sessionsEnded', { count: ended }), 'success'),
          onError,
          onSettled: done,
        });
      } else {
        reset.mutate(record.id, {
          onSuccess: ({ password }) =>
            setSecret({
              title: i18n.t('admin-people:secret.passwordReset'),
              studentId: record.student_id,
              password,
            }),
          onError,
          onSettled: done,
        });
      }
    },
  };
}
