import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormApi } from './form-api';
import { useFormField } from './use-form-field';

type FormTextFieldProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  form: FormApi<T, O>;
  name: Path<T>;
  /** Called with the new text after the form has taken it. */
  onText?: (value: string) => void;
};

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
}: FormTextFieldProps<T, O>) {
  const { field, error, change } = useFormField(form, name);
  return (
    <TextField
      {...props}
      name={field.name}
      // An optional field (a select with nothing chosen) is undefined: keep the input controlled.
      value={field.value ?? ''}
      onChange={(e) => {
        change(e.target.value);
        onText?.(e.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}
