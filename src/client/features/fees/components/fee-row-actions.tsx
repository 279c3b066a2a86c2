import type { FeeAccountSummary } from '#shared/fees.ts';
import { RowActions } from '#client/components/dashboard/row-actions.tsx';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';

type FeeRowActionsProps = {
  account: FeeAccountSummary;
  onAccount: () => void;
  onInstalments: () => void;
  onRecordPayment: () => void;
};

/**
 * A balance row's actions: Account, Instalments and (while something is unpaid) Record payment.
 * On a phone they sit in a menu, so the row fits the screen without scrolling sideways.
 */
export function FeeRowActions({
  account: a,
  onAccount,
  onInstalments,
  onRecordPayment,
}: FeeRowActionsProps) {
  const { t } = useTranslation('admin-school');
  const courseName = useCourseName();
  const who = `${a.studentName}, ${courseName(a.courseName)}`;
  return (
    <RowActions
      who={who}
      actions={[
        {
          label: t('fees.rowActions.account'),
          name: t('fees.rowActions.accountOf', { who }),
          onClick: onAccount,
        },
        {
          label: t('fees.rowActions.instalments'),
          name: t('fees.rowActions.instalmentsOf', { who }),
          onClick: onInstalments,
        },
        ...(a.unpaidPaise > 0
          ? [
              {
                label: t('fees.rowActions.recordPayment'),
                name: t('fees.rowActions.recordPaymentFor', { who }),
                variant: 'contained' as const,
                onClick: onRecordPayment,
              },
            ]
          : []),
      ]}
    />
  );
}
