import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FeeAccountSummary, Payment } from '#shared/fees.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useFeeAccount, usePrefetchReceipt } from '../api/fees';
import { FeeCard } from './fee-card';
import { PaymentHistory } from './payment-history';
import { ReverseDialog } from './reverse-dialog';

type AccountDialogProps = {
  account: FeeAccountSummary | null;
  onClose: () => void;
  onRecordPayment: (account: FeeAccountSummary) => void;
  receiptPath: (id: number) => string;
};

/** One student's account for one course: the card, instalments, payments with receipts, reverse. */
export function AccountDialog({
  account,
  onClose,
  onRecordPayment,
  receiptPath,
}: AccountDialogProps) {
  const { t } = useTranslation('admin-school');
  const titleId = useId();
  const detail = useFeeAccount(account?.enrolmentId ?? null);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const prefetch = usePrefetchReceipt('admin');
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        {account
          ? t('fees.account.titleOf', { name: account.studentName })
          : t('fees.account.title')}
      </DialogTitle>
      <DialogContent>
        {account && (
          <QueryView query={detail} loadingLabel={t('fees.account.loading')}>
            {(a) => (
              <>
                <FeeCard account={a} />
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {t('fees.account.paymentHistory')}
                </Typography>
                <PaymentHistory
                  payments={a.payments}
                  receiptPath={receiptPath}
                  onReverse={setReversing}
                  onIntent={prefetch}
                />
              </>
            )}
          </QueryView>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {account && account.unpaidPaise > 0 && (
          <Button variant="contained" onClick={() => onRecordPayment(account)}>
            {t('fees.rowActions.recordPayment')}
          </Button>
        )}
      </DialogActions>
      <ReverseDialog payment={reversing} onClose={() => setReversing(null)} />
    </Dialog>
  );
}
