import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { feeMessages, reversalInputSchema, type Payment } from '#shared/fees.ts';
import { formatDate } from '#shared/format.ts';
import { formatRupees } from '#shared/money.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useReversePayment } from '../api/fees';

type ReverseDialogProps = { payment: Payment | null; onClose: () => void };

/** Reverses a payment with a reason: a new, negative entry; the payment itself stays on record. */
export function ReverseDialog({ payment, onClose }: ReverseDialogProps) {
  const { t, i18n } = useTranslation('admin-school');
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
          showToast({ message: translateValidation(feeMessages.reversed), kind: 'success' });
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
    <FormDialog
      open={payment !== null}
      title={t('fees.reverse.title')}
      intro={
        payment && (
          <Typography variant="body2">
            {t(payment.receiptSerial ? 'fees.reverse.summaryReceipt' : 'fees.reverse.summary', {
              amount: formatRupees(payment.amountPaise, i18n.language),
              date: formatDate(payment.paidOn, i18n.language),
              serial: payment.receiptSerial,
            })}
          </Typography>
        )
      }
      alert={alert}
      pending={reverse.isPending}
      cancelLabel={t('common.cancel')}
      submitLabel={reverse.isPending ? t('fees.reverse.reversing') : t('fees.reverse.submit')}
      submitColor="error"
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="xs"
    >
      <FormTextField
        form={form}
        name="reason"
        label={t('fees.reverse.reason')}
        required
        fullWidth
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
