import { cloneElement, type ReactElement } from 'react';

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled control with its error message tied to it (aria-invalid, aria-describedby). */
export function Field({ id, label, error, children }: FieldProps) {
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
