import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { examTypes, type Exam } from '#shared/exams.ts';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { FormDateField } from '#client/components/form/form-date-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { useSaveExam } from '../api/admin-exams';
import { examFieldNames, examFormSchema, examFormValues } from './exam-form-schema';
import { useTranslation } from '#client/lib/i18n.ts';
import { examTypeKeys } from '../lib/exam-type-keys';

type ExamDialogProps = {
  open: boolean;
  courseId: number;
  courseName: string;
  /** The exam being edited; null schedules a new one. */
  exam: Exam | null;
  onClose: () => void;
};

/** Schedule (or edit) a mid-term or final exam of the chosen course. */
export function ExamDialog({ open, courseId, courseName, exam, onClose }: ExamDialogProps) {
  const { t } = useTranslation('admin-school');
  const form = useZodForm(examFormSchema, { defaultValues: examFormValues(null, courseId) });
  const save = useSaveExam();
  const alert = form.formState.errors.root?.message;

  useEffect(() => {
    if (open) form.reset(examFormValues(exam, courseId));
  }, [form, open, exam, courseId]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: exam?.id ?? null, input },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!showServerErrors(form, error, examFieldNames)) {
            form.setError('root', { message: error.message });
          }
        },
      },
    ),
  );

  const text = { form, required: true, fullWidth: true } as const;
  return (
    <FormDialog
      open={open}
      title={`${exam ? t('exams.dialog.editTitle') : t('exams.dialog.scheduleTitle')} · ${courseName}`}
      alert={alert}
      pending={save.isPending}
      cancelLabel={t('common.cancel')}
      submitLabel={exam ? t('common.save') : t('exams.dialog.schedule')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField {...text} select name="type" label={t('exams.dialog.type')}>
        {examTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(examTypeKeys[type])}
          </MenuItem>
        ))}
      </FormTextField>
      <FormDateField {...text} name="date" label={t('exams.dialog.date')} />
      <FormTextField {...text} name="subject" label={t('exams.dialog.subject')} />
      <FormTextField
        {...text}
        name="durationMinutes"
        label={t('exams.dialog.duration')}
        type="number"
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          {...text}
          name="totalMarks"
          label={t('exams.dialog.totalMarks')}
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <FormTextField
          {...text}
          name="passMarks"
          label={t('exams.dialog.passMarks')}
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 0.5, inputMode: 'decimal' } }}
        />
      </Stack>
    </FormDialog>
  );
}
