import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { PrefetchPageLinks } from 'react-router';
import {
  feeMessages,
  paymentFormSchema,
  paymentMethodLabels,
  paymentMethodValues,
  type FeeAccountSummary,
  type RecordPaymentReply,
} from '../../../../shared/fees';
import { gstStates } from '../../../../shared/gst-states';
import { istDate } from '../../../../shared/ist';
import { formatRupees } from '../../../../shared/money';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { showToast } from '../../../components/toast-store';
import { useRecordPayment } from '../api/fees';

const fields = ['amount', 'paidOn', 'method', 'reference', 'placeOfSupply'] as const;

const referenceLabel = {
  cash: 'Reference (optional)',
  upi: 'UPI reference (12-digit UTR)',
  card: 'Card slip / transaction number',
  bank: 'Bank transaction reference',
  cheque: 'Cheque number',
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
  const titleId = useId();
  const form = useZodForm(paymentFormSchema, {
    defaultValues: { amount: '', paidOn: '', method: 'cash', reference: '', placeOfSupply: '' },
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
            message: `${feeMessages.recorded} Receipt ${reply.receipt.serial}.`,
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
    <Dialog
      open={account !== null}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {account && <PrefetchPageLinks page={receiptPath(0)} />}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>Record payment</DialogTitle>
        <DialogContent>
          {account && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {account.studentName} ({account.studentId}), {account.courseName}. Unpaid:{' '}
              <strong>{formatRupees(account.unpaidPaise, 'en', { wholeRupees: true })}</strong>
            </Typography>
          )}
          <Stack spacing={2}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <FormTextField
              {...field}
              name="amount"
              label="Amount (₹)"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText="In rupees, e.g. 10,000"
            />
            <FormDateField {...field} name="paidOn" label="Date received" required />
            <FormTextField {...field} name="method" label="Method" select required>
              {paymentMethodValues.map((m) => (
                <MenuItem key={m} value={m}>
                  {paymentMethodLabels[m]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              {...field}
              name="reference"
              label={referenceLabel[method]}
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
              label="Student's state (GST)"
              select
              helperText="Only when the student lives outside the academy's state"
            >
              <MenuItem value="">Same as the academy</MenuItem>
              {Object.entries(gstStates).map(([code, name]) => (
                <MenuItem key={code} value={code}>
                  {code} {name}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save and issue receipt'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
