import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import type { FormApi } from './form-api';
import { DateField } from './form-date-field';
import { useFormField } from './use-form-field';

/**
 * 'yyyy-mm-ddThh:mm' → its date and time. A date still being typed ('31-1') and an empty time
 * survive the round trip through `joinDateTime`.
 */
export function splitDateTime(value: string): { date: string; time: string } {
  const m = /^(.*)T(\d{2}:\d{2}|)$/s.exec(value);
  return m ? { date: m[1]!, time: m[2]! } : { date: value, time: '' };
}

/** A date ('yyyy-mm-dd' or text being typed) and a time ('hh:mm' or '') as one form value. */
export function joinDateTime(date: string, time: string): string {
  return date === '' && time === '' ? '' : `${date}T${time}`;
}

type FormDateTimeFieldProps<T extends FieldValues, O> = {
  form: FormApi<T, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/**
 * A date and a time of day in India (issue 12: dd-mm-yyyy, not the browser's US-order
 * datetime picker): the shared dd-mm-yyyy `DateField`, then a time field. The form's value is
 * 'yyyy-mm-ddThh:mm' as a wall clock in India (IST); the form's schema turns it into an instant.
 */
export function FormDateTimeField<T extends FieldValues, O>({
  form,
  name,
  label,
  required,
  disabled,
  size,
}: FormDateTimeFieldProps<T, O>) {
  const { t } = useTranslation('admin-school');
  const { field, error, change } = useFormField(form, name);
  const { date, time } = splitDateTime(typeof field.value === 'string' ? field.value : '');
  // Text that is not a date yet: DateField says why; otherwise the form's own message.
  const dateIsText = date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(date);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' }}>
      <DateField
        keepInvalid
        name={field.name}
        label={label}
        value={date}
        onChange={(e) => change(joinDateTime(e.target.value, time))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={error !== undefined}
        helperText={dateIsText ? undefined : error}
        required={required}
        disabled={disabled}
        size={size}
        fullWidth
      />
      <TextField
        type="time"
        name={`${field.name}Time`}
        label={t('dateField.time', { label })}
        value={time}
        onChange={(e) => change(joinDateTime(date, e.target.value))}
        error={error !== undefined && time === ''}
        required={required}
        disabled={disabled}
        size={size}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      />
    </Box>
  );
}
