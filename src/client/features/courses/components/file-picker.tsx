import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type FilePickerProps = {
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown under the picker when there is no error. */
  hint?: string;
  error?: string;
  /** Bumped to clear the native input when the dialog resets. */
  resetKey: number;
};

/** A labelled native file input: keyboard and screen-reader friendly on every browser. */
export function FilePicker({
  label,
  accept,
  file,
  onChange,
  hint,
  error,
  resetKey,
}: FilePickerProps) {
  const id = useId();
  const helpId = useId();
  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={helpId}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        style={{ maxWidth: '100%' }}
      />
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? (file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : hint)}
      </FormHelperText>
    </Stack>
  );
}
