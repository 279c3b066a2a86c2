import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import CircularProgress from '@mui/material/CircularProgress';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  studentUpdateSchema,
  type RegistrationRecord,
  type StudentListItem,
} from '../../../../shared/students';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useStudent } from '../api/get-student';
import { useUpdateStudent } from '../api/student-mutations';

type Props = { student: StudentListItem; onClose: (saved: boolean) => void };

const fields = [
  { key: 'firstName', label: 'First Name', type: 'text', required: true },
  { key: 'lastName', label: 'Last Name', type: 'text', required: false },
  { key: 'contactNumber', label: 'Phone Number', type: 'tel', required: true },
  { key: 'emailAddress', label: 'Email Address', type: 'email', required: true },
] as const;
const fieldNames = fields.map((f) => f.key);

/** StudentData's Edit: change the student's name, phone and e-mail (loaded from the server). */
export function EditStudentDialog({ student, onClose }: Props) {
  const record = useStudent(student.id);
  if (record.isPending) {
    return (
      <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
        <DialogTitle>Edit Student</DialogTitle>
        <DialogContent>
          <CircularProgress aria-label="Loading" />
        </DialogContent>
      </Dialog>
    );
  }
  return <EditForm student={student} record={record.data} onClose={onClose} />;
}

function EditForm({ student, record, onClose }: Props & { record?: RegistrationRecord }) {
  const update = useUpdateStudent();
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
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void save(e)}>
        <DialogTitle>Edit Student</DialogTitle>
        <DialogContent>
          {alert && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {alert}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Student ID" value={student.student_id} disabled size="small" />
            {fields.map((f) => (
              <FormTextField
                key={f.key}
                form={form}
                name={f.key}
                label={f.label}
                type={f.type}
                required={f.required}
                size="small"
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
