import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormApi } from '#client/components/form/form-api.ts';
import { FormTextField } from '#client/components/form/form-text-field.tsx';

export type TextInputProps<T extends FieldValues = FieldValues, O = unknown> = {
  form: FormApi<T, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  type?: TextFieldProps['type'];
  autoComplete?: string;
  multiline?: boolean;
  helperText?: string;
  maxLength?: number;
};

/** One text field of the registration form: spec label, required mark, the schema's message. */
export function TextInput<T extends FieldValues, O>({
  name,
  maxLength,
  autoComplete,
  ...p
}: TextInputProps<T, O>) {
  return (
    <FormTextField
      {...p}
      name={name}
      id={`reg-${name.replace('.', '-')}`}
      type={p.type ?? 'text'}
      minRows={p.multiline ? 2 : undefined}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { autoComplete, maxLength },
        inputLabel: p.type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}
