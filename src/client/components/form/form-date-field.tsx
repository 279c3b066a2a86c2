import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { parseDayMonthYear, type DayMonthYearResult } from '#shared/format.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useTextInput, type TextInputProps } from './use-form-field';

/** 'yyyy-mm-dd' → 'dd-mm-yyyy' (anything else is shown as it is). */
export function isoToDayMonthYear(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

/**
 * What the field reads: dd-mm-yyyy as `parseDayMonthYear` takes it ('31-12-2026', '1/1/2026',
 * Gurmukhi or Devanagari digits), and also a pasted 'yyyy-mm-dd', which cannot be mistaken for
 * anything else.
 */
export function readDateText(text: string): DayMonthYearResult {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  return parseDayMonthYear(iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : text);
}

type Failure = Extract<DayMonthYearResult, { ok: false }>;

/** The parse message in the page's language (English is `parseDayMonthYear`'s own text). */
function useParseMessage() {
  const { t } = useTranslation('admin-school');
  return (failure: Failure, text: string) => {
    switch (failure.code) {
      case 'EMPTY':
        return t('dateField.errors.empty');
      case 'BAD_FORMAT':
        return t('dateField.errors.badFormat');
      case 'OUT_OF_RANGE':
        return t('dateField.errors.outOfRange');
      case 'NO_SUCH_DATE': {
        const [d = '', m = '', y = ''] = text.trim().split(/[-/.]/);
        const date = /^\d{4}$/.test(d)
          ? `${y.padStart(2, '0')}-${m.padStart(2, '0')}-${d}`
          : `${d.padStart(2, '0')}-${m.padStart(2, '0')}-${y}`;
        return t('dateField.errors.noSuchDate', { date });
      }
    }
  };
}

type DateFieldProps = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder'
> & {
  /** 'yyyy-mm-dd', or '' for no date. */
  value: string;
  /**
   * Called with 'yyyy-mm-dd' once the text is a whole date, '' when it is emptied, and (with
   * `keepInvalid`) the text itself while it is not a date. Event-shaped, so it drops in for a
   * TextField's `onChange`.
   */
  onChange: (event: { target: { value: string } }) => void;
  /** Hand on text that is not a date (a form then refuses it on submit) instead of holding back. */
  keepInvalid?: boolean;
};

/**
 * A date typed as dd-mm-yyyy (issue 12: not the browser's US-order date picker). Shows and reads
 * dd-mm-yyyy while its value stays 'yyyy-mm-dd'; text that is not a date gets
 * `parseDayMonthYear`'s message once the reader leaves the field.
 */
export function DateField({
  value,
  onChange,
  keepInvalid = false,
  error,
  helperText,
  slotProps,
  onBlur,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation('admin-school');
  const message = useParseMessage();
  const [text, setText] = useState(() => isoToDayMonthYear(value));
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a dialog opened on another record) replaces the text.
  if (value !== shown) {
    setShown(value);
    const current = readDateText(text);
    if (!(current.ok && current.date === value) && !(keepInvalid && value === text)) {
      setText(isoToDayMonthYear(value));
      setLeft(false);
    }
  }
  const result = readDateText(text);
  const problem = text.trim() !== '' && !result.ok ? message(result, text) : undefined;
  const showProblem = problem !== undefined && (left || error === true);

  return (
    <TextField
      {...props}
      type="text"
      value={text}
      placeholder={t('dateField.placeholder')}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        setLeft(false);
        const read = readDateText(next);
        const out = next.trim() === '' ? '' : read.ok ? read.date : keepInvalid ? next : null;
        if (out !== null) {
          setShown(out);
          onChange({ target: { value: out } });
        }
      }}
      onBlur={(e) => {
        setLeft(true);
        if (result.ok) setText(isoToDayMonthYear(result.date));
        onBlur?.(e);
      }}
      error={showProblem || error === true}
      helperText={showProblem ? problem : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          ...(slotProps?.htmlInput as object),
        },
      }}
    />
  );
}

/**
 * A form's date field: dd-mm-yyyy on screen, 'yyyy-mm-dd' in the form's values (schemas and the
 * server are unchanged). Text that is not a date goes to the form as typed, so the form refuses
 * to submit it; the field then shows why in the reader's language.
 */
export function FormDateField<T extends FieldValues, O>({
  form,
  name,
  onText,
  helperText,
  ...props
}: TextInputProps<Omit<DateFieldProps, 'keepInvalid'>, T, O>) {
  const { value: fieldValue, error, bound } = useTextInput(form, name, onText);
  const value = typeof fieldValue === 'string' ? fieldValue : '';
  const invalidText = value !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(value);
  return (
    <DateField
      {...props}
      {...bound}
      keepInvalid
      value={value}
      // Not a date: the parse message (shown by DateField); otherwise the schema's own message.
      helperText={invalidText ? helperText : (error ?? helperText)}
    />
  );
}
