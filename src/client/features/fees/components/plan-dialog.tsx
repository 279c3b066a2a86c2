import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { planFormSchema, type PlanFormValues } from '#shared/fee-plan.ts';
import { feeMessages, type FeeAccount, type FeeAccountSummary } from '#shared/fees.ts';
import { formatRupees } from '#shared/money.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useFeeAccount } from '../api/fees';
import { useSetFeePlan } from '../api/set-fee-plan';
import { PlanRows } from './plan-rows';
import { useFeeFormats } from './rupees';

/** The account's plan as the dialog's rows; without a plan, one empty row to start from. */
function planValues(account: FeeAccount): PlanFormValues {
  const rows = account.instalments.map((i) => ({
    dueOn: i.dueOn,
    amount: formatRupees(i.amountPaise, 'en', { wholeRupees: true, symbol: false }),
  }));
  return {
    totalPaise: account.totalPaise,
    instalments: rows.length > 0 ? rows : [{ dueOn: '', amount: '' }],
  };
}

type PlanEditorProps = {
  account: FeeAccount;
  save: ReturnType<typeof useSetFeePlan>;
  onClose: () => void;
};

/** The form of one account's plan, started from what is saved. */
function PlanEditor({ account, save, onClose }: PlanEditorProps) {
  const { t } = useTranslation('admin-school');
  const courseName = useCourseName();
  const { rupees } = useFeeFormats();
  const form = useZodForm(planFormSchema, { defaultValues: planValues(account) });
  const alert = form.formState.errors.root?.message;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { enrolmentId: account.enrolmentId, input },
      {
        onSuccess: () => {
          showToast({ message: translateValidation(feeMessages.planSaved), kind: 'success' });
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error, ['instalments'])) {
            form.setError('root', { message: error.message });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('fees.plan.summary', {
            name: account.studentName,
            id: account.studentId,
            course: courseName(account.courseName),
          })}{' '}
          <strong>{rupees(account.totalPaise)}</strong>
        </Typography>
        {alert && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {alert}
          </Alert>
        )}
        <PlanRows form={form} totalPaise={account.totalPaise} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('fees.saving') : t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

type PlanDialogProps = { account: FeeAccountSummary | null; onClose: () => void };

/** 'Instalments': the due dates and amounts a fee is paid in, adding up to the total fee. */
export function PlanDialog({ account, onClose }: PlanDialogProps) {
  const { t } = useTranslation('admin-school');
  const titleId = useId();
  const detail = useFeeAccount(account?.enrolmentId ?? null);
  const save = useSetFeePlan();
  return (
    <Dialog
      open={account !== null}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('fees.plan.title')}</DialogTitle>
      {account && (
        <QueryView query={detail} loadingLabel={t('fees.plan.loading')}>
          {(a) => <PlanEditor key={a.enrolmentId} account={a} save={save} onClose={onClose} />}
        </QueryView>
      )}
    </Dialog>
  );
}
