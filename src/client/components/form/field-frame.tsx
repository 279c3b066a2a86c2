import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string;
  /** Not required: no mark after the label. */
  optional?: boolean;
  /** One native `input`, `select` or `textarea`; the frame gives it its id and aria links. */
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled native control with its error message tied to it (aria-invalid, aria-describedby). */
export function FieldFrame({ id, label, error: message, optional, children }: FieldFrameProps) {
  useTranslation('validation'); // shown again in the new language after a switch
  // The shared schemas' (and the server's) English messages, in the reader's language.
  const error = message ? translateValidation(message) : message;
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional ? null : (
          <>
            {' '}
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </>
        )}
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
