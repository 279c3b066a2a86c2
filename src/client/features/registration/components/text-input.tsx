import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormApi } from '../../../components/form/form-api';
import { FormTextField } from '../../../components/form/form-text-field';

type TextInputProps<T extends FieldValues, O> = {
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
