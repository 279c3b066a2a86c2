import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { feeMessages, reversalInputSchema, type Payment } from '../../../../shared/fees';
import { formatDate } from '../../../../shared/format';
import { formatRupees } from '../../../../shared/money';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { showToast } from '../../../components/toast-store';
import { useReversePayment } from '../api/fees';

type ReverseDialogProps = { payment: Payment | null; onClose: () => void };

/** Reverses a payment with a reason: a new, negative entry; the payment itself stays on record. */
export function ReverseDialog({ payment, onClose }: ReverseDialogProps) {
  const titleId = useId();
  const form = useZodForm(reversalInputSchema, { defaultValues: { reason: '' } });
  const reverse = useReversePayment();
  const alert = form.formState.errors.root?.message;

  useEffect(() => {
    if (payment) form.reset({ reason: '' });
  }, [payment, form]);

  const onSubmit = form.handleSubmit((input) => {
    if (!payment) return;
    reverse.mutate(
      { paymentId: payment.id, input },
      {
        onSuccess: () => {
          showToast({ message: feeMessages.reversed, kind: 'success' });
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error, ['reason']))
            form.setError('root', { message: error.message });
        },
      },
    );
  });

  return (
    <Dialog
      open={payment !== null}
      onClose={reverse.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>Reverse payment</DialogTitle>
        <DialogContent>
          {payment && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {formatRupees(payment.amountPaise)} of {formatDate(payment.paidOn)}
              {payment.receiptSerial && `, receipt ${payment.receiptSerial}`}. The payment stays on
              record and a reversal entry cancels it.
            </Typography>
          )}
          {alert && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {alert}
            </Alert>
          )}
          <FormTextField
            form={form}
            name="reason"
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reverse.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={reverse.isPending}>
            {reverse.isPending ? 'Reversing...' : 'Reverse'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
