import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import CircularProgress from '@mui/material/CircularProgress';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  studentUpdateSchema,
  type RegistrationRecord,
  type StudentListItem,
} from '#shared/students.ts';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useStudent } from '../api/get-student';
import { useUpdateStudent } from '../api/student-mutations';

type Props = { student: StudentListItem; onClose: (saved: boolean) => void };

const fields = [
  { key: 'firstName', type: 'text', required: true },
  { key: 'lastName', type: 'text', required: false },
  { key: 'contactNumber', type: 'tel', required: true },
  { key: 'emailAddress', type: 'email', required: true },
] as const;
const fieldNames = fields.map((f) => f.key);

/** StudentData's Edit: change the student's name, phone and e-mail (loaded from the server). */
export function EditStudentDialog({ student, onClose }: Props) {
  const { t } = useTranslation('admin-people');
  const record = useStudent(student.id);
  if (record.isPending) {
    return (
      <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('edit.title')}</DialogTitle>
        <DialogContent>
          <CircularProgress aria-label={t('edit.loading')} />
        </DialogContent>
      </Dialog>
    );
  }
  return <EditForm student={student} record={record.data} onClose={onClose} />;
}

function EditForm({ student, record, onClose }: Props & { record?: RegistrationRecord }) {
  const { t } = useTranslation('admin-people');
  const update = useUpdateStudent();
  const labels: Record<(typeof fields)[number]['key'], string> = {
    firstName: t('edit.firstName'),
    lastName: t('edit.lastName'),
    contactNumber: t('edit.phoneNumber'),
    emailAddress: t('edit.emailAddress'),
  };
  const form = useZodForm(studentUpdateSchema, {
    defaultValues: {
      firstName: student.firstName,
      lastName: student.lastName,
      contactNumber: student.contactNumber,
      emailAddress: record?.emailAddress ?? '',
    },
  });
  const alert = form.formState.errors.root?.message;

  const save = form.handleSubmit((input) =>
    update.mutate(
      { id: student.id, input },
      {
        onSuccess: () => onClose(true),
        onError: (error) => {
          form.setError('root', { message: error.message });
          showServerErrors(form, error, fieldNames);
        },
      },
    ),
  );

  return (
    <FormDialog
      title={t('edit.title')}
      alert={alert}
      pending={update.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={save}
      onClose={() => onClose(false)}
    >
      <TextField label={t('edit.studentId')} value={student.student_id} disabled size="small" />
      {fields.map((f) => (
        <FormTextField
          key={f.key}
          form={form}
          name={f.key}
          label={labels[f.key]}
          type={f.type}
          required={f.required}
          size="small"
        />
      ))}
    </FormDialog>
  );
}
