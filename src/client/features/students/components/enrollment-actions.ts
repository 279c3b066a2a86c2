import { useState } from 'react';
import type { ApproveReply, RegistrationRecord } from '#shared/students.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n } from '#client/lib/i18n.ts';
import {
  useApproveApplication,
  useEndSessions,
  useRejectApplication,
  useResetPassword,
} from '../api/student-mutations';

export type Secret = { title: string; studentId: string; password: string };
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
  const onError = (error: Error) => toast(error.message, 'error');

  return {
    busy: approve.isPending || reject.isPending || reset.isPending || endSessions.isPending,
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
    approve(record: RegistrationRecord) {
      approve.mutate(record.id, {
        onSuccess: (reply) => {
          closeDetails();
          setApproved(reply);
        },
        onError,
      });
    },
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
