import { cloneElement, type ChangeEvent, type ReactElement } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormApi } from './form-api';
import { useFormField } from './use-form-field';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type PlainFieldProps<T extends FieldValues, O> = {
  form: FormApi<T, O>;
  name: Path<T>;
  label: string;
  /** One native `input`, `select` or `textarea`; the field gives it its id, value and events. */
  children: ReactElement<Record<string, unknown>>;
};

/**
 * A labelled native control bound to a form field, with its error message tied to it
 * (aria-invalid, aria-describedby). No MUI: the public pages use it.
 */
export function PlainField<T extends FieldValues, O>({
  form,
  name,
  label,
  children,
}: PlainFieldProps<T, O>) {
  const { field, error, change } = useFormField(form, name);
  const id = name;
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}{' '}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </label>
      {cloneElement(children, {
        id,
        name: field.name,
        value: field.value ?? '',
        onChange: (e: ChangeEvent<Control>) => change(e.target.value),
        onBlur: field.onBlur,
        ref: field.ref,
        className: 'field__control',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
