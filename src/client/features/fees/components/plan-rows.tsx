import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useWatch } from 'react-hook-form';
import { maxInstalments, type planFormSchema } from '#shared/fee-plan.ts';
import { parseRupees } from '#shared/money.ts';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { FormDateField } from '#client/components/form/form-date-field.tsx';
import type { ZodForm } from '#client/components/form/use-zod-form.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { useFeeFormats } from './rupees';

export type PlanForm = ZodForm<typeof planFormSchema>;

// A phone stacks the date over the amount, with Remove beside both.
const row = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
  gap: 1,
  alignItems: 'start',
  border: 0,
  m: 0,
  p: 0,
  minWidth: 0,
} as const;
const removeCell = { gridColumn: { xs: 2, sm: 3 }, gridRow: { xs: '1 / span 2', sm: 1 }, mt: 1 };

/** What the rows add up to so far (amounts not yet readable count as nothing). */
function useRunningTotal(form: PlanForm): number {
  const rows = useWatch({ control: form.control, name: 'instalments' });
  return rows.reduce((sum, r) => {
    const parsed = parseRupees(r.amount);
    return parsed.ok ? sum + parsed.paise : sum;
  }, 0);
}

/** The running total against the fee: the plan's rule's message (client's or server's) shows here. */
function RunningTotal({ form, totalPaise }: { form: PlanForm; totalPaise: number }) {
  const { t } = useTranslation('admin-school');
  const { rupees } = useFeeFormats();
  const sum = useRunningTotal(form);
  const errors = form.formState.errors.instalments;
  const message = errors?.message ?? errors?.root?.message;
  const gap = totalPaise - sum;
  let hint = t('fees.plan.matches');
  if (gap > 0) hint = t('fees.plan.stillToPlan', { amount: rupees(gap) });
  if (gap < 0) hint = t('fees.plan.over', { amount: rupees(-gap) });
  return (
    <TextField
      label={t('fees.plan.totalLabel')}
      value={t('fees.plan.totalValue', { sum: rupees(sum), total: rupees(totalPaise) })}
      error={message !== undefined}
      helperText={message ? translateValidation(message) : hint}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true, 'aria-live': 'polite' } }}
    />
  );
}

/** The instalment rows (due date, amount in ₹, Remove), Add instalment and the running total. */
export function PlanRows({ form, totalPaise }: { form: PlanForm; totalPaise: number }) {
  const { t } = useTranslation('admin-school');
  const rows = useFieldArray({ control: form.control, name: 'instalments' });
  // A changed plan is checked again on the next Save: the old verdict on the sum goes.
  const edited = () => {
    const e = form.formState.errors.instalments;
    if (e?.message || e?.root) form.clearErrors('instalments');
  };
  const field = { form, fullWidth: true, size: 'small', onText: edited } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {rows.fields.length === 0 && <p>{t('fees.plan.none')}</p>}
      {rows.fields.map((r, i) => (
        <Box key={r.id} component="fieldset" sx={row}>
          <Box component="legend" sx={{ typography: 'subtitle2', p: 0, mb: 1 }}>
            {t('fees.plan.instalment', { n: i + 1 })}
          </Box>
          <FormDateField
            {...field}
            name={`instalments.${i}.dueOn`}
            label={t('fees.plan.dueDate')}
            required
          />
          <FormTextField
            {...field}
            name={`instalments.${i}.amount`}
            label={t('fees.plan.amount')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Box sx={removeCell}>
            <IconButton
              aria-label={t('fees.plan.remove', { n: i + 1 })}
              onClick={() => {
                edited();
                rows.remove(i);
              }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={rows.fields.length >= maxInstalments}
          onClick={() => {
            edited();
            rows.append({ dueOn: '', amount: '' });
          }}
        >
          {t('fees.plan.add')}
        </Button>
      </Box>
      <RunningTotal form={form} totalPaise={totalPaise} />
    </Box>
  );
}
