import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { FormApi } from '../../../components/form/form-api';
import { useFormField } from '../../../components/form/use-form-field';
import type { CourseFormOutput, CourseFormValues } from './course-form-schema';

type FilePickerProps = {
  form: FormApi<CourseFormValues, CourseFormOutput>;
  name: 'file' | 'image';
  label: string;
  accept: string;
  /** Shown under the picker when there is no error and no file. */
  hint: string;
};

/**
 * A labelled native file input bound to the course form: keyboard and screen-reader friendly on
 * every browser. It starts empty each time the dialog opens (the dialog's content remounts).
 */
export function FilePicker({ form, name, label, accept, hint }: FilePickerProps) {
  const id = useId();
  const helpId = useId();
  const { field, error, change } = useFormField(form, name);
  const file = field.value;
  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="file"
        accept={accept}
        aria-describedby={helpId}
        aria-invalid={error ? true : undefined}
        onChange={(e) => change(e.target.files?.[0] ?? null)}
        onBlur={field.onBlur}
        style={{ maxWidth: '100%' }}
      />
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? (file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : hint)}
      </FormHelperText>
    </Stack>
  );
}
