import { useEffect, useRef } from 'react';
import { uploadLimits, type Course } from '#shared/courses.ts';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { ApiError } from '#client/lib/api.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { useSaveCourse } from '../api/save-course';
import { CatalogueFields } from './catalogue-fields';
import {
  addCourseSchema,
  courseFieldNames,
  editCourseSchema,
  toFormData,
  valuesOf,
} from './course-form-schema';
import { FilePicker } from './file-picker';
import { TranslationFields } from './translation-fields';
import { useTranslation } from '#client/lib/i18n.ts';

type CourseDialogProps = {
  open: boolean;
  /** The course being edited; null adds a new one. */
  course: Course | null;
  onClose: () => void;
};

/** The spec's 'Add New Course' dialog; editing uses it too, with the files optional. */
export function CourseDialog({ open, course, onClose }: CourseDialogProps) {
  const { t } = useTranslation('admin-school');
  const adding = course === null;
  const form = useZodForm(adding ? addCourseSchema : editCourseSchema, {
    defaultValues: valuesOf(null),
  });
  const save = useSaveCourse();
  const alert = form.formState.errors.root?.message;
  const alertRef = useRef<HTMLDivElement>(null);

  // The dialog scrolls: bring a new error into view, above the fields.
  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [alert]);

  useEffect(() => {
    if (open) form.reset(valuesOf(course));
  }, [form, open, course]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: course?.id ?? null, form: toFormData(values) },
      {
        onSuccess: onClose,
        onError: (error) => {
          const network = error instanceof ApiError && error.isNetworkError;
          const message = network
            ? adding
              ? t('courses.messages.network')
              : t('courses.messages.networkOnSave')
            : adding
              ? t('courses.messages.addFailed')
              : t('courses.messages.saveFailed');
          form.setError('root', { message });
          showServerErrors(form, error, courseFieldNames);
        },
      },
    ),
  );

  const text = { form, required: true, fullWidth: true } as const;
  const keep = adding ? undefined : t('courses.dialog.keepFile');
  // The two files' pickers, presentation then image.
  const files = {
    file: {
      label: t('courses.dialog.presentation'),
      accept: uploadLimits.presentationAccept,
      hint: keep ?? t('courses.dialog.presentationHint'),
    },
    image: {
      label: t('courses.dialog.image'),
      accept: uploadLimits.imageAccept,
      hint: keep ?? t('courses.dialog.imageHint'),
    },
  };

  return (
    <FormDialog
      open={open}
      title={adding ? t('courses.dialog.addTitle') : t('courses.dialog.editTitle')}
      alert={alert && translateValidation(alert)}
      alertRef={alertRef}
      pending={save.isPending}
      cancelLabel={t('common.cancel')}
      submitLabel={adding ? t('common.add') : t('common.save')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField {...text} name="name" label={t('courses.dialog.name')} />
      <FormTextField {...text} name="code" label={t('courses.dialog.code')} />
      <FormTextField
        {...text}
        name="price"
        label={t('courses.dialog.price')}
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
      {(['file', 'image'] as const).map((name) => (
        <FilePicker key={name} form={form} name={name} {...files[name]} />
      ))}
      <CatalogueFields form={form} />
      <TranslationFields form={form} language="pa" />
      <TranslationFields form={form} language="hi" />
    </FormDialog>
  );
}
