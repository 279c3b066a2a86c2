import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { formatClock } from '#shared/format.ts';
import { asciiDigits } from '#shared/intl-locale.ts';
import { useTranslation } from '#client/lib/i18n.ts';
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

/** The 24-hour hour of a 12-hour clock hour said with a part of the day (`dayPeriods`). */
const periodHour: Record<string, (h: number) => number> = {
  // Morning: 5 → 05:00, and "morning 12" is midnight's end, 00:00.
  morning: (h) => h % 12,
  // Afternoon: 12 → noon, 1–6 → 13–18.
  afternoon: (h) => (h === 12 ? 12 : h <= 6 ? h + 12 : h),
  evening: (h) => (h % 12) + 12,
  // Night: 7–11 → 19–23, 12 → 00, 1–5 → 01–05.
  night: (h) => (h === 12 ? 0 : h >= 6 ? h + 12 : h),
};
// The words for each part of the day, compared in NFC (Gurmukhi's ਸ਼ may be typed as one letter
// or as ਸ with a dot below; NFC makes both the same).
const periodWords = new Map<string, keyof typeof periodHour>(
  (
    [
      ['ਸਵੇਰੇ', 'morning'],
      ['ਸਵੇਰ', 'morning'],
      ['सुबह', 'morning'],
      ['ਦੁਪਹਿਰ', 'afternoon'],
      ['ਦੁਪਹਿਰੇ', 'afternoon'],
      ['दोपहर', 'afternoon'],
      ['ਸ਼ਾਮ', 'evening'],
      ['ਸ਼ਾਮੀਂ', 'evening'],
      ['शाम', 'evening'],
      ['ਰਾਤ', 'night'],
      ['ਰਾਤੀਂ', 'night'],
      ['रात', 'night'],
    ] as const
  ).map(([word, period]) => [word.normalize('NFC'), period]),
);

/**
 * A time of day as typed → 'hh:mm' (24-hour), or null when it is not one. Reads the product's
 * own '05:30 pm', 'ਸ਼ਾਮ 5:30' and 'शाम 5:30', and also '5:30pm', '5.30 PM', '17:30', '1730',
 * with Gurmukhi or Devanagari digits; a time with neither am/pm nor a part of the day is on the
 * 24-hour clock.
 */
export function readTimeText(text: string): string | null {
  const typed = asciiDigits(text).trim().normalize('NFC');
  const word = /^(\S+)\s+(?=\d)/.exec(typed);
  const period = word ? periodWords.get(word[1]!) : undefined;
  if (word && !period) return null;
  const rest = word ? typed.slice(word[0].length) : typed;
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(rest);
  if (!m || (m[2] === undefined && m[3] === undefined && !period)) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase();
  if (minute > 59) return null;
  if (half || period) {
    if (hour < 1 || hour > 12) return null;
    hour = period ? periodHour[period]!(hour) : (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'hh:mm' (24-hour) → '05:30 pm', 'ਸ਼ਾਮ 5:30', 'शाम 5:30': the product's time style (`formatClock`). */
export function timeToText(time: string, language = 'en'): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return time;
  return formatClock(Number(m[1]), Number(m[2]), language);
}

type TimeFieldProps = {
  name: string;
  /** The visible label; `fullLabel` is the accessible name, which contains it. */
  label: string;
  fullLabel: string;
  /** 'hh:mm' or ''. */
  value: string;
  onChange: (time: string) => void;
  error: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/**
 * A time typed as text and shown as '05:30 pm' (issue 12: not the browser's time picker, whose
 * "AM"/"PM" and layout follow the computer's settings, not the page's language).
 */
function TimeField({ name, label, fullLabel, value, onChange, error, ...props }: TimeFieldProps) {
  const { t, i18n } = useTranslation('admin-school');
  const [text, setText] = useState(() => timeToText(value, i18n.language));
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, another record) replaces the text.
  if (value !== shown) {
    setShown(value);
    if (readTimeText(text) !== value) {
      setText(timeToText(value, i18n.language));
      setLeft(false);
    }
  }
  const read = readTimeText(text);
  const problem = text.trim() !== '' && read === null && left;
  return (
    <TextField
      {...props}
      type="text"
      name={name}
      label={label}
      value={text}
      placeholder={t('dateField.timePlaceholder')}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        setLeft(false);
        const time = readTimeText(next) ?? '';
        setShown(time);
        onChange(time);
      }}
      onBlur={() => {
        setLeft(true);
        if (read !== null) setText(timeToText(read, i18n.language));
      }}
      error={problem || (error && read === null)}
      helperText={problem ? t('dateField.errors.badTime') : undefined}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': fullLabel, autoComplete: 'off', maxLength: 16 },
      }}
    />
  );
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
      <TimeField
        name={`${field.name}Time`}
        label={t('dateField.timeShort')}
        fullLabel={t('dateField.time', { label })}
        value={time}
        onChange={(next) => change(joinDateTime(date, next))}
        error={error !== undefined}
        required={required}
        disabled={disabled}
        size={size}
      />
    </Box>
  );
}
