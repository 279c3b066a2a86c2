import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import type { Slot } from '#shared/timetable-slots.ts';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { ApiError } from '#client/lib/api-error.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useTeacherList } from '#client/lib/teacher-list.ts';
import { useSaveSlot } from '../api/slots';
import { slotFieldNames, slotFormSchema, slotFormValues } from './slot-form-schema';

type SlotDialogProps = {
  open: boolean;
  /** The slot being edited; null adds one to the batch. */
  slot: Slot | null;
  batchId: number;
  onClose: () => void;
};

const days = [1, 2, 3, 4, 5, 6, 7] as const;

/** Add slot / Edit slot: weekday, start and end (HH:MM, India), subject, teacher, room. */
export function SlotDialog({ open, slot, batchId, onClose }: SlotDialogProps) {
  const { t } = useTranslation('timetable-slots');
  const form = useZodForm(slotFormSchema, { defaultValues: slotFormValues(null) });
  const save = useSaveSlot();
  const teachers = useTeacherList({ enabled: open });
  const alert = form.formState.errors.root?.message;

  useEffect(() => {
    if (open) form.reset(slotFormValues(slot));
  }, [form, open, slot]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(slot ? { id: slot.id, input } : { id: null, batchId, input }, {
      onSuccess: (saved) => {
        showToast({
          message: i18n.t(slot ? 'timetable-slots:slots.updated' : 'timetable-slots:slots.added', {
            what: `${i18n.t(`timetable-slots:weekdays.${saved.weekday}`)} ${saved.startsAt}–${saved.endsAt}`,
          }),
          kind: 'success',
        });
        onClose();
      },
      onError: (error) => {
        const onField = showServerErrors(form, error, slotFieldNames);
        // A clash names the other class: said above the fields too, where it cannot be missed.
        if (!onField || (error instanceof ApiError && error.status === 409)) {
          form.setError('root', { message: error.message });
        }
      },
    }),
  );

  const text = { form, fullWidth: true } as const;
  const known = teachers.data ?? [];
  const gone = slot?.teacherId && !known.some((k) => k.id === slot.teacherId);
  return (
    <FormDialog
      open={open}
      title={slot ? t('dialog.editTitle') : t('dialog.addTitle')}
      alert={alert}
      pending={save.isPending}
      cancelLabel={t('dialog.cancel')}
      submitLabel={slot ? t('dialog.save') : t('dialog.add')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField {...text} required select name="weekday" label={t('dialog.weekday')}>
        {days.map((d) => (
          <MenuItem key={d} value={String(d)}>
            {t(`weekdays.${d}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          {...text}
          required
          name="startsAt"
          label={t('dialog.startsAt')}
          helperText={t('dialog.timeHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <FormTextField
          {...text}
          required
          name="endsAt"
          label={t('dialog.endsAt')}
          helperText={t('dialog.timeHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Stack>
      <FormTextField {...text} required name="subject" label={t('dialog.subject')} />
      <FormTextField {...text} select name="teacherId" label={t('dialog.teacher')}>
        <MenuItem value="">{t('dialog.noTeacher')}</MenuItem>
        {known.map((k) => (
          <MenuItem key={k.id} value={String(k.id)}>
            {`${k.first_name} ${k.last_name}`}
          </MenuItem>
        ))}
        {gone && slot?.teacherId ? (
          <MenuItem value={String(slot.teacherId)}>{slot.teacher}</MenuItem>
        ) : null}
      </FormTextField>
      <FormTextField {...text} name="room" label={t('dialog.room')} />
    </FormDialog>
  );
}
