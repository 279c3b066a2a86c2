import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { batchTimings, type Batch } from '#shared/batches.ts';
import { useCourseItems } from '#client/components/course-select.tsx';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { FormDateField } from '#client/components/form/form-date-field.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useCourseOptions } from '#client/lib/course-options.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useTeacherList } from '#client/lib/teacher-list.ts';
import { useSaveBatch } from '../api/save-batch';
import { batchFieldNames, batchFormSchema, batchFormValues, updateOf } from './batch-form-schema';
import { TeachersField } from './teachers-field';

type BatchDialogProps = {
  open: boolean;
  /** The batch being edited; null adds one. */
  batch: Batch | null;
  /** The course the screen shows (a new batch starts in it), or null for all courses. */
  courseId: number | null;
  onClose: () => void;
};

/** Add batch / Edit batch: course (fixed once added), name, timing, room, seats, dates, teachers. */
export function BatchDialog({ open, batch, courseId, onClose }: BatchDialogProps) {
  const { t } = useTranslation('admin-school');
  const form = useZodForm(batchFormSchema, { defaultValues: batchFormValues(null, courseId) });
  const save = useSaveBatch();
  const courses = useCourseOptions({ enabled: open });
  const teachers = useTeacherList({ enabled: open });
  const courseName = useCourseName();
  const courseItems = useCourseItems(courses.data);
  const alert = form.formState.errors.root?.message;

  useEffect(() => {
    if (open) form.reset(batchFormValues(batch, courseId));
  }, [form, open, batch, courseId]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(batch ? { id: batch.id, input: updateOf(input) } : { id: null, input }, {
      onSuccess: (saved) => {
        showToast({
          message: i18n.t(batch ? 'admin-school:batches.updated' : 'admin-school:batches.added', {
            name: saved.name,
          }),
          kind: 'success',
        });
        onClose();
      },
      onError: (error) => {
        if (!showServerErrors(form, error, batchFieldNames)) {
          form.setError('root', { message: error.message });
        }
      },
    }),
  );

  const text = { form, fullWidth: true } as const;
  const kept = (batch?.teachers ?? []).filter(
    (k) => !(teachers.data ?? []).some((teacher) => teacher.id === k.id),
  );
  return (
    <FormDialog
      open={open}
      title={batch ? t('batches.dialog.editTitle') : t('batches.dialog.addTitle')}
      alert={alert}
      pending={save.isPending}
      cancelLabel={t('common.cancel')}
      submitLabel={batch ? t('common.save') : t('batches.dialog.add')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {batch ? (
        // The course of a batch never changes: shown, not chosen.
        <FormTextField {...text} name="courseId" label={t('batches.dialog.course')} select disabled>
          <MenuItem value={String(batch.courseId)}>
            {courseName(batch.course, batch.courseId)}
          </MenuItem>
        </FormTextField>
      ) : (
        <FormTextField {...text} required select name="courseId" label={t('batches.dialog.course')}>
          {courseItems}
        </FormTextField>
      )}
      <FormTextField {...text} required name="name" label={t('batches.dialog.name')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField {...text} required select name="timing" label={t('batches.dialog.timing')}>
          {batchTimings.map((timing) => (
            <MenuItem key={timing} value={timing}>
              {t(`batches.timings.${timing}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField {...text} name="room" label={t('batches.dialog.room')} />
      </Stack>
      <FormTextField
        {...text}
        required
        name="capacity"
        label={t('batches.dialog.capacity')}
        type="number"
        slotProps={{ htmlInput: { min: 1, max: 500, step: 1, inputMode: 'numeric' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField {...text} required name="startsOn" label={t('batches.dialog.startsOn')} />
        <FormDateField
          {...text}
          name="endsOn"
          label={t('batches.dialog.endsOn')}
          helperText={t('batches.dialog.endsOnHint')}
        />
      </Stack>
      <TeachersField
        form={form}
        label={t('batches.dialog.teachers')}
        teachers={teachers.data ?? []}
        kept={kept}
        helperText={t('batches.dialog.teachersHint')}
      />
    </FormDialog>
  );
}
