import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { courseMessages, uploadLimits, type Course } from '../../../../shared/courses';
import { ApiError } from '../../../lib/api';
import { useSaveCourse } from '../api/save-course';
import { CatalogueFields } from './catalogue-fields';
import {
  checkCourse,
  toFormData,
  valuesOf,
  type CourseFiles,
  type CourseValues,
  type FieldErrors,
} from './course-form-state';
import { FilePicker } from './file-picker';

type CourseDialogProps = {
  open: boolean;
  /** The course being edited; null adds a new one. */
  course: Course | null;
  onClose: () => void;
};

const noFiles: CourseFiles = { file: null, image: null };

/** The spec's 'Add New Course' dialog; editing uses it too, with the files optional. */
export function CourseDialog({ open, course, onClose }: CourseDialogProps) {
  const titleId = useId();
  const adding = course === null;
  const [values, setValues] = useState<CourseValues>(valuesOf(null));
  const [files, setFiles] = useState<CourseFiles>(noFiles);
  const [alert, setAlert] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resetKey, setResetKey] = useState(0);
  const save = useSaveCourse();
  const alertRef = useRef<HTMLDivElement>(null);

  // The dialog scrolls: bring a new error into view, above the fields.
  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [alert]);

  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(course));
    setFiles(noFiles);
    setAlert('');
    setErrors({});
    setResetKey((k) => k + 1);
  }, [open, course]);

  function change(field: keyof CourseValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: [] }));
  }

  function pick(field: keyof CourseFiles, file: File | null) {
    setFiles((f) => ({ ...f, [field]: file }));
    setErrors((e) => ({ ...e, [field]: [] }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkCourse(values, files, adding);
    if (problem) {
      setAlert(problem.alert);
      setErrors(problem.fieldErrors);
      return;
    }
    setAlert('');
    save.mutate(
      { id: course?.id ?? null, form: toFormData(values, files) },
      {
        onSuccess: () => {
          setAlert('');
          onClose();
        },
        onError: (error) => {
          const network = error instanceof ApiError && error.isNetworkError;
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          if (network) setAlert(adding ? courseMessages.network : courseMessages.networkOnSave);
          else setAlert(adding ? courseMessages.addFailed : courseMessages.saveFailed);
        },
      },
    );
  }

  const text = (name: 'name' | 'code' | 'price', label: string) => ({
    label,
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    error: Boolean(errors[name]?.length),
    helperText: errors[name]?.[0],
    required: true,
    fullWidth: true,
  });
  const keep = adding ? undefined : 'Leave empty to keep the current file.';

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{adding ? 'Add New Course' : 'Edit Course'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && (
              <Alert ref={alertRef} severity="error">
                {alert}
              </Alert>
            )}
            <TextField {...text('name', 'Course Name')} />
            <TextField {...text('code', 'Course Code')} />
            <TextField
              {...text('price', 'Course Price')}
              type="number"
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            />
            <FilePicker
              label="Presentation (.pptx)"
              accept={uploadLimits.presentationAccept}
              file={files.file}
              onChange={(f) => pick('file', f)}
              hint={keep ?? 'PowerPoint .pptx, up to 50 MB.'}
              error={errors.file?.[0]}
              resetKey={resetKey}
            />
            <FilePicker
              label="Image"
              accept={uploadLimits.imageAccept}
              file={files.image}
              onChange={(f) => pick('image', f)}
              hint={keep ?? 'JPEG, PNG or WebP, up to 5 MB.'}
              error={errors.image?.[0]}
              resetKey={resetKey}
            />
            <CatalogueFields values={values} errors={errors} onChange={change} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {adding ? 'Add' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
