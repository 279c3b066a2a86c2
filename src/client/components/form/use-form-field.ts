import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import type { FormApi } from './form-api';

/**
 * One field of a form: its value, its error message, and a change handler that also clears the
 * error (the forms check on submit and a corrected field stops showing its message at once).
 */
export function useFormField<T extends FieldValues, O, N extends Path<T>>(
  form: FormApi<T, O>,
  name: N,
) {
  const { field, fieldState } = useController<T, N, O>({ control: form.control, name });
  useTranslation('validation'); // shown again in the new language after a switch
  const message = fieldState.error?.message;
  // The shared schemas' (and the server's) English messages, in the reader's language.
  const error = message === undefined ? undefined : translateValidation(message);
  return {
    field,
    error,
    change(value: unknown) {
      field.onChange(value);
      if (fieldState.error) form.clearErrors(name);
    },
  };
}

/** A text input bound to a form: its own props, less those the form sets, and the field. */
export type TextInputProps<P, T extends FieldValues, O> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  form: FormApi<T, O>;
  name: Path<T>;
  /** Called with the new text after the form has taken it. */
  onText?: (value: string) => void;
};

/**
 * A form field typed into: the props that bind the input (name, change, blur, focus on error,
 * error state), with the field's value and message for the rest.
 */
export function useTextInput<T extends FieldValues, O>(
  form: FormApi<T, O>,
  name: Path<T>,
  onText?: (value: string) => void,
) {
  const { field, error, change } = useFormField(form, name);
  return {
    value: field.value as unknown,
    error,
    bound: {
      name: field.name,
      onChange: (e: { target: { value: string } }) => {
        change(e.target.value);
        onText?.(e.target.value);
      },
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: error !== undefined,
    },
  };
}
