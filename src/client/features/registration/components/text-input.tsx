import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { RegistrationFormApi, TextKey } from './form-state';

type TextInputProps = {
  form: RegistrationFormApi;
  name: TextKey;
  label: string;
  required?: boolean;
  type?: TextFieldProps['type'];
  autoComplete?: string;
  multiline?: boolean;
  helperText?: string;
  maxLength?: number;
  onChange?: (value: string) => void;
};

/** One text field of the form: value, spec label, required mark and the schema's message. */
export function TextInput(p: TextInputProps) {
  const error = p.form.errors[p.name];
  return (
    <TextField
      id={`reg-${p.name}`}
      name={p.name}
      label={p.label}
      required={p.required}
      type={p.type ?? 'text'}
      value={p.form.values[p.name]}
      onChange={(e) => (p.onChange ?? ((v) => p.form.setText(p.name, v)))(e.target.value)}
      error={!!error}
      helperText={error ?? p.helperText}
      multiline={p.multiline}
      minRows={p.multiline ? 2 : undefined}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { autoComplete: p.autoComplete, maxLength: p.maxLength },
        inputLabel: p.type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}
