import type { ReactNode } from 'react';
import { useFormState, type Path } from 'react-hook-form';
import type { AdmissionInput } from '#shared/registration.ts';
import type { ZodForm } from '#client/components/form/use-zod-form.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import type { admissionSchema } from '#shared/registration.ts';

export type AdmissionFormApi = ZodForm<typeof admissionSchema>;

type TickProps = {
  form: AdmissionFormApi;
  name: Path<AdmissionInput>;
  label: string;
  type?: 'checkbox' | 'radio';
  /** A radio's value, or a checkbox's in a list (courses); a lone checkbox posts 'on'. */
  value?: string;
  onChange?: (checked: boolean) => void;
};

/** A native checkbox or radio with its label after it, registered with the form. */
export function Tick({ form, name, label, type = 'checkbox', value, onChange }: TickProps) {
  const registration = form.register(name, {
    onChange: (e: { target: HTMLInputElement }) => {
      if (form.getFieldState(name).error) form.clearErrors(name);
      onChange?.(e.target.checked);
    },
  });
  return (
    <label className="choice">
      <input type={type} value={value} {...registration} />
      <span>{label}</span>
    </label>
  );
}

type ChoicesProps = {
  form: AdmissionFormApi;
  /** The field the group's error belongs to (gender, courses, preferredTiming). */
  name: Path<AdmissionInput>;
  legend: string;
  required?: boolean;
  /** Laid out in columns (the course list) rather than a row. */
  columns?: boolean;
  children: ReactNode;
};

/** A group of ticks under its legend, with the group's error (`<name>-error`) tied to it. */
export function Choices({ form, name, legend, required, columns, children }: ChoicesProps) {
  useTranslation('validation'); // shown again in the new language after a switch
  const state = useFormState({ control: form.control, name });
  const message = form.getFieldState(name, state).error?.message;
  const error = message ? translateValidation(message) : undefined;
  return (
    <fieldset className="choices" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="field__label">
        {legend}
        {required ? (
          <>
            {' '}
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </>
        ) : null}
      </legend>
      <div className={columns ? 'choices__list choices__list--columns' : 'choices__list'}>
        {children}
      </div>
      {error ? (
        <p id={`${name}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A titled part of the form; the title names it for assistive technology. */
export function Section({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: ReactNode;
}) {
  const id = `section-${name}`;
  return (
    <section className="admission-form__section" aria-labelledby={id}>
      <h2 id={id} className="admission-form__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
