import { cloneElement, type ReactElement } from 'react';
import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame';

type PlainFieldProps<T extends FieldValues, O> = {
  form: Pick<
    UseFormReturn<T, unknown, O>,
    'control' | 'register' | 'clearErrors' | 'getFieldState'
  >;
  name: Path<T>;
  label: string;
  /** Not required: no mark after the label. */
  optional?: boolean;
  /** One native `input`, `select` or `textarea`; the field registers it with the form. */
  children: ReactElement<Record<string, unknown>>;
};

/**
 * A labelled native control registered with a form (uncontrolled: the page keeps what was
 * typed, even before the form's code ran), with the field's error tied to it. No MUI: the public
 * pages use it.
 */
export function PlainField<T extends FieldValues, O>({
  form,
  name,
  label,
  optional,
  children,
}: PlainFieldProps<T, O>) {
  const state = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, state);
  const registration = form.register(name, {
    // The forms check on submit; a corrected field stops showing its message at once.
    onChange: () => {
      if (form.getFieldState(name).error) form.clearErrors(name);
    },
  });
  return (
    <FieldFrame id={name} label={label} error={error?.message} optional={optional}>
      {cloneElement(children, registration)}
    </FieldFrame>
  );
}
