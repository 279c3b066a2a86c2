import { cloneElement, useState, type ReactElement } from 'react';
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
  /**
   * The message the server's page shows for this field (a form sent before the app loaded): shown
   * until the field changes or the form is sent again, so the app's first render matches the page.
   */
  pageError?: string;
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
  pageError,
  children,
}: PlainFieldProps<T, O>) {
  const state = useFormState({ control: form.control, name });
  const [pageMessage, setPageMessage] = useState(pageError);
  // A textarea hydrated over the page's keeps the text it holds: React would give it its default
  // value, empty (an input keeps its value by itself).
  const [pageText] = useState(() =>
    children.type === 'textarea' && typeof document !== 'undefined'
      ? document.querySelector<HTMLTextAreaElement>(`textarea#${name}`)?.value
      : undefined,
  );
  const { error } = form.getFieldState(name, state);
  const registration = form.register(name, {
    // The forms check on submit; a corrected field stops showing its message at once.
    onChange: () => {
      setPageMessage(undefined);
      if (form.getFieldState(name).error) form.clearErrors(name);
    },
  });
  const message = error?.message ?? (state.submitCount > 0 ? undefined : pageMessage);
  return (
    <FieldFrame id={name} label={label} error={message} optional={optional}>
      {cloneElement(
        children,
        pageText ? { ...registration, defaultValue: pageText } : registration,
      )}
    </FieldFrame>
  );
}
