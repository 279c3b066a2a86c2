import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import type { FormApi } from '#client/components/form/form-api.ts';
import { useFormField } from '#client/components/form/use-form-field.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import type { CourseFormOutput, CourseFormValues } from './course-form-schema';

type FilePickerProps = {
  form: FormApi<CourseFormValues, CourseFormOutput>;
  name: 'file' | 'image';
  label: string;
  accept: string;
  /** Shown under the picker when there is no error. */
  hint: string;
};

// Out of sight but still the focused, labelled control (keyboard, screen readers, tests).
const offscreen = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A labelled file input bound to the course form. The browser draws its own button and "No file
 * chosen" in the computer's language, not the page's (issue 12): the input is kept out of sight
 * (still the control that takes the focus and the file) and a label drawn as a button, with the
 * chosen file's name, stands in for it. It starts empty each time the dialog opens.
 */
export function FilePicker({ form, name, label, accept, hint }: FilePickerProps) {
  const { t } = useTranslation('admin-school');
  const id = useId();
  const helpId = useId();
  const fileId = useId();
  const { field, error, change } = useFormField(form, name);
  const file = field.value;
  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1.5,
          '& input:focus-visible + label': { outline: '2px solid', outlineOffset: 2 },
        }}
      >
        <Box
          component="input"
          id={id}
          ref={field.ref}
          name={field.name}
          type="file"
          accept={accept}
          aria-describedby={`${fileId} ${helpId}`}
          aria-invalid={error ? true : undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => change(e.target.files?.[0] ?? null)}
          onBlur={field.onBlur}
          sx={offscreen}
        />
        <Box
          component="label"
          htmlFor={id}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            color: 'primary.main',
            fontSize: '0.875rem',
            fontWeight: 600,
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          {t('courses.dialog.chooseFile')}
        </Box>
        <Typography id={fileId} variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : t('courses.dialog.noFile')}
        </Typography>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? hint}
      </FormHelperText>
    </Stack>
  );
}
