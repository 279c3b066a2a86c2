import MenuItem from '@mui/material/MenuItem';
import { useEffect, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { teacherGenders, type Teacher } from '#shared/teachers.ts';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useCourseOptions } from '#client/lib/course-options.ts';
import { useSaveTeacher } from '../api/save-teacher';
import { isTeacherComplete, teacherFields, teacherFormSchema } from './teacher-form-schema';

// Gender starts unchosen: the select shows nothing until one is picked.
const empty = { first_name: '', last_name: '', gender: undefined, courses: '' };

type TeacherDialogProps = {
  open: boolean;
  /** The teacher being edited; null in add mode. */
  teacher: Teacher | null;
  onClose: () => void;
};

/** The spec's 'Add New Teacher' dialog, for adding and for editing. */
export function TeacherDialog({ open, teacher, onClose }: TeacherDialogProps) {
  const { t } = useTranslation('admin-people');
  const form = useZodForm(teacherFormSchema, { defaultValues: empty });
  const values = useWatch({ control: form.control });
  const save = useSaveTeacher();
  const options = useCourseOptions({ enabled: open });
  const alert = form.formState.errors.root?.message;

  // Edit mode loads the row's values; add mode starts from an empty form.
  useEffect(() => {
    if (!open) return;
    form.reset(
      teacher
        ? {
            first_name: teacher.first_name,
            last_name: teacher.last_name,
            gender: teacher.gender,
            courses: teacher.courses,
          }
        : empty,
    );
  }, [form, open, teacher]);

  const genderLabel: Record<(typeof teacherGenders)[number], string> = {
    Male: t('gender.male'),
    Female: t('gender.female'),
    Other: t('gender.other'),
  };
  const complete = isTeacherComplete(values);
  const courseName = useCourseName();
  const names = [...new Set((options.data ?? []).map((c) => c.name))];
  // A teacher's course may have been renamed or removed since: keep it selectable.
  if (values.courses && !names.includes(values.courses)) names.unshift(values.courses);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: teacher?.id ?? null, input },
      {
        onSuccess: () => {
          showToast({
            message: teacher
              ? i18n.t('admin-people:teachers.updated')
              : i18n.t('admin-people:teachers.added'),
            kind: 'success',
          });
          onClose();
        },
        onError: (error) => {
          form.setError('root', {
            message: error.message || i18n.t('admin-people:teachers.saveFailed'),
          });
          showServerErrors(form, error, teacherFields);
        },
      },
    ),
  );

  // With Save disabled the browser ignores Enter; submit anyway, so the schema answers with
  // the spec's alert.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !complete) {
      event.preventDefault();
      void onSubmit();
    }
  }

  const field = { form, required: true, fullWidth: true } as const;

  return (
    <FormDialog
      open={open}
      title={t('teachers.dialogTitle')}
      alert={alert}
      pending={save.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={save.isPending ? t('actions.saving') : t('actions.save')}
      submitDisabled={!complete}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onClose={onClose}
      maxWidth="xs"
    >
      <FormTextField {...field} name="first_name" label={t('columns.firstName')} />
      <FormTextField {...field} name="last_name" label={t('columns.lastName')} />
      <FormTextField {...field} name="gender" label={t('columns.gender')} select>
        {teacherGenders.map((g) => (
          <MenuItem key={g} value={g}>
            {genderLabel[g]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField {...field} name="courses" label={t('columns.courses')} select>
        {names.length === 0 ? (
          <MenuItem value="" disabled>
            {t('teachers.noCourses')}
          </MenuItem>
        ) : (
          names.map((name) => (
            <MenuItem key={name} value={name}>
              {courseName(name)}
            </MenuItem>
          ))
        )}
      </FormTextField>
    </FormDialog>
  );
}
