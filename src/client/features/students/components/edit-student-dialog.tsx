import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import CircularProgress from '@mui/material/CircularProgress';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { toFieldErrors } from '../../../../shared/errors';
import {
  studentUpdateSchema,
  type RegistrationRecord,
  type StudentListItem,
  type StudentUpdateInput,
} from '../../../../shared/students';
import { ApiError } from '../../../lib/api';
import { useStudent } from '../api/get-student';
import { useUpdateStudent } from '../api/student-mutations';

type Props = { student: StudentListItem; onClose: (saved: boolean) => void };

const fields = [
  { key: 'firstName', label: 'First Name', type: 'text', required: true },
  { key: 'lastName', label: 'Last Name', type: 'text', required: false },
  { key: 'contactNumber', label: 'Phone Number', type: 'tel', required: true },
  { key: 'emailAddress', label: 'Email Address', type: 'email', required: true },
] as const;

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
  const [values, setValues] = useState<Required<StudentUpdateInput>>({
    firstName: student.firstName,
    lastName: student.lastName,
    contactNumber: student.contactNumber,
    emailAddress: record?.emailAddress ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');

  function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = studentUpdateSchema.safeParse(values);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    update.mutate(
      { id: student.id, input: values },
      {
        onSuccess: () => onClose(true),
        onError: (error) => {
          setMessage(error.message);
          if (error instanceof ApiError) setErrors(error.fieldErrors);
        },
      },
    );
  }

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <form noValidate onSubmit={save}>
        <DialogTitle>Edit Student</DialogTitle>
        <DialogContent>
          {message && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {message}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Student ID" value={student.student_id} disabled size="small" />
            {fields.map((f) => (
              <TextField
                key={f.key}
                label={f.label}
                type={f.type}
                required={f.required}
                size="small"
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                error={!!errors[f.key]}
                helperText={errors[f.key]?.[0]}
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
