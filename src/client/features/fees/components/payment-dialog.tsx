import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { PrefetchPageLinks } from 'react-router';
import {
  feeMessages,
  paymentFormSchema,
  paymentMethodValues,
  type FeeAccountSummary,
  type PaymentFormValues,
} from '#shared/fees.ts';
import { type RecordPaymentReply } from '#shared/fee-receipts.ts';
import { istDate } from '#shared/ist.ts';
import { rupeeAmountSchema } from '#shared/money.ts';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { FormDateField } from '#client/components/form/form-date-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { gstStateCodes, gstStateName } from './gst-state-name';
import { useRecordPayment } from '../api/fees';
import { useFeeFormats } from './rupees';

const fields = ['amount', 'paidOn', 'method', 'reference', 'placeOfSupply'] as const;

const referenceLabel = {
  cash: 'fees.payment.reference.cash',
  upi: 'fees.payment.reference.upi',
  card: 'fees.payment.reference.card',
  bank: 'fees.payment.reference.bank',
  cheque: 'fees.payment.reference.cheque',
} as const;

type PaymentDialogProps = {
  account: FeeAccountSummary | null;
  onClose: () => void;
  /** Called with the new receipt once the payment is saved. */
  onRecorded: (reply: RecordPaymentReply) => void;
  /** A receipt page's path: its code is loaded while the dialog is open. */
  receiptPath: (id: number) => string;
};

/** 'Record payment': amount in rupees, date, method and reference; the receipt follows. */
export function PaymentDialog({ account, onClose, onRecorded, receiptPath }: PaymentDialogProps) {
  const { t } = useTranslation('admin-school');
  const courseName = useCourseName();
  const { rupees, method: methodName } = useFeeFormats();
  const unpaidPaise = account?.unpaidPaise;
  // More than the unpaid amount is told with the other mistakes, on the first submit (27.15):
  // the schema alone knows no balance, and the server's refusal came only once the rest was right.
  const alsoCheck = useCallback(
    (values: PaymentFormValues): { amount?: string } => {
      const amount = rupeeAmountSchema.safeParse(values.amount);
      return unpaidPaise !== undefined && amount.success && amount.data > unpaidPaise
        ? { amount: feeMessages.tooMuch }
        : {};
    },
    [unpaidPaise],
  );
  const form = useZodForm(paymentFormSchema, {
    defaultValues: { amount: '', paidOn: '', method: 'cash', reference: '', placeOfSupply: '' },
    alsoCheck,
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const save = useRecordPayment();
  const alert = form.formState.errors.root?.message;

  useEffect(() => {
    if (!account) return;
    form.reset({
      amount: '',
      paidOn: istDate(new Date()),
      method: 'cash',
      reference: '',
      placeOfSupply: '',
    });
  }, [account, form]);

  const onSubmit = form.handleSubmit(({ amount, ...rest }) => {
    if (!account) return;
    save.mutate(
      { enrolmentId: account.enrolmentId, input: { amountPaise: amount, ...rest } },
      {
        onSuccess: (reply) => {
          showToast({
            message: t('fees.payment.recorded', { serial: reply.receipt.serial }),
            kind: 'success',
          });
          onRecorded(reply);
        },
        onError: (error) => {
          if (!showServerErrors(form, error, fields)) {
            form.setError('root', { message: error.message });
          }
        },
      },
    );
  });

  const field = { form, fullWidth: true } as const;
  return (
    <FormDialog
      open={account !== null}
      title={t('fees.payment.title')}
      intro={
        account && (
          <Typography variant="body2">
            {t('fees.payment.summary', {
              name: account.studentName,
              id: account.studentId,
              course: courseName(account.courseName),
            })}{' '}
            <strong>{rupees(account.unpaidPaise)}</strong>
            <PrefetchPageLinks page={receiptPath(0)} />
          </Typography>
        )
      }
      alert={alert}
      pending={save.isPending}
      cancelLabel={t('common.cancel')}
      submitLabel={save.isPending ? t('fees.saving') : t('fees.payment.submit')}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="xs"
    >
      <FormTextField
        {...field}
        name="amount"
        label={t('fees.payment.amount')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={t('fees.payment.amountHint')}
      />
      <FormDateField {...field} name="paidOn" label={t('fees.payment.date')} required />
      <FormTextField {...field} name="method" label={t('fees.payment.method')} select required>
        {paymentMethodValues.map((m) => (
          <MenuItem key={m} value={m}>
            {methodName(m)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        {...field}
        name="reference"
        label={t(referenceLabel[method])}
        required={method !== 'cash'}
        slotProps={{
          htmlInput: {
            inputMode: method === 'upi' || method === 'cheque' ? 'numeric' : 'text',
          },
        }}
      />
      <FormTextField
        {...field}
        name="placeOfSupply"
        label={t('fees.payment.state')}
        select
        helperText={t('fees.payment.stateHint')}
      >
        <MenuItem value="">{t('fees.payment.sameState')}</MenuItem>
        {gstStateCodes.map((code) => (
          <MenuItem key={code} value={code}>
            {code} {gstStateName(code)}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
