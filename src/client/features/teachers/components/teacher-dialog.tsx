import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  teacherGenders,
  teacherMessages,
  type Teacher,
  type TeacherInput,
} from '../../../../shared/teachers';
import { showToast } from '../../../components/toast-store';
import { ApiError } from '../../../lib/api';
import { useCourseOptions } from '../api/get-course-options';
import { useSaveTeacher } from '../api/save-teacher';

type Values = { first_name: string; last_name: string; gender: string; courses: string };
type Field = keyof Values;
const empty: Values = { first_name: '', last_name: '', gender: '', courses: '' };
const labels: Record<Field, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  gender: 'Gender',
  courses: 'Courses',
};

type TeacherDialogProps = {
  open: boolean;
  /** The teacher being edited; null in add mode. */
  teacher: Teacher | null;
  onClose: () => void;
};

/** The spec's 'Add New Teacher' dialog, for adding and for editing. */
export function TeacherDialog({ open, teacher, onClose }: TeacherDialogProps) {
  const titleId = useId();
  const [values, setValues] = useState<Values>(empty);
  const [alert, setAlert] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveTeacher();
  const options = useCourseOptions(open);

  // Edit mode loads the row's values; add mode starts from an empty form.
  useEffect(() => {
    if (!open) return;
    setValues(
      teacher
        ? {
            first_name: teacher.first_name,
            last_name: teacher.last_name,
            gender: teacher.gender,
            courses: teacher.courses,
          }
        : empty,
    );
    setAlert('');
    setErrors({});
  }, [open, teacher]);

  const complete = Object.values(values).every((v) => v.trim() !== '');
  const names = [...new Set((options.data ?? []).map((c) => c.name))];
  // A teacher's course may have been renamed or removed since: keep it selectable.
  if (values.courses && !names.includes(values.courses)) names.unshift(values.courses);

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: [] }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete) {
      setAlert(teacherMessages.required);
      return;
    }
    setAlert('');
    const input = values as TeacherInput;
    save.mutate(
      { id: teacher?.id ?? null, input },
      {
        onSuccess: () => {
          showToast({
            message: teacher ? teacherMessages.updated : teacherMessages.added,
            kind: 'success',
          });
          onClose();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          setAlert(error.message || teacherMessages.saveFailed);
        },
      },
    );
  }

  // With Save disabled the browser ignores Enter; answer it with the spec's alert instead.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.tagName === 'INPUT' && !complete) {
      event.preventDefault();
      setAlert(teacherMessages.required);
    }
  }

  const text = (field: 'first_name' | 'last_name') => (
    <TextField
      label={labels[field]}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      error={Boolean(errors[field]?.length)}
      helperText={errors[field]?.[0]}
      required
      fullWidth
    />
  );

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <DialogTitle id={titleId}>Add New Teacher</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            {text('first_name')}
            {text('last_name')}
            <TextField
              select
              label="Gender"
              value={values.gender}
              onChange={(e) => change('gender', e.target.value)}
              error={Boolean(errors.gender?.length)}
              helperText={errors.gender?.[0]}
              required
              fullWidth
            >
              {teacherGenders.map((g) => (
                <MenuItem key={g} value={g}>
                  {g}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Courses"
              value={values.courses}
              onChange={(e) => change('courses', e.target.value)}
              error={Boolean(errors.courses?.length)}
              helperText={errors.courses?.[0]}
              required
              fullWidth
            >
              {names.length === 0 ? (
                <MenuItem value="" disabled>
                  No Courses Available
                </MenuItem>
              ) : (
                names.map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))
              )}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!complete || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
