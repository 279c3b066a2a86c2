import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useTextInput, type TextInputProps } from './use-form-field';

/**
 * An MUI TextField (or `select`) bound to a form field: value, change, focus on error, and the
 * field's message in place of `helperText` while there is one.
 */
export function FormTextField<T extends FieldValues, O>({
  form,
  name,
  onText,
  helperText,
  ...props
}: TextInputProps<TextFieldProps, T, O>) {
  const { value, error, bound } = useTextInput(form, name, onText);
  return (
    <TextField
      {...props}
      {...bound}
      // An optional field (a select with nothing chosen) is undefined: keep the input controlled.
      value={value ?? ''}
      helperText={error ?? helperText}
    />
  );
}
