import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  contactCourses,
  contactLimits,
  contactMessages,
  type ContactCourse,
} from '../../../../shared/contact-options';
import { timings } from '../../../../shared/limits';
import { showToast } from '../../../components/toast-store';
import { ApiError } from '../../../lib/api';
import { sendContact } from '../api/send-contact';
import { Field } from './field';

type Values = { from_name: string; from_email: string; course: string; message: string };
const empty: Values = { from_name: '', from_email: '', course: '', message: '' };
const fieldOrder = ['from_name', 'from_email', 'course', 'message'] as const;

function toast(message: string, kind: 'success' | 'error') {
  showToast({ message, kind, position: 'top-right', durationMs: timings.toastMs });
}

type ContactFormProps = {
  /** A course option to choose (the course pages' Enquire button). */
  initialCourse?: string | null;
  /** A course name to mention in the message. */
  topic?: string | null;
};

/**
 * 'Get in touch': checked with the shared schema in the browser first, then by the server, whose
 * field errors are shown the same way. Native validation is off (the spec).
 */
export function ContactForm({ initialCourse, topic }: ContactFormProps) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Applied after hydration so the prerendered HTML and the first render agree.
  useEffect(() => {
    const course = contactCourses.find((c) => c === initialCourse);
    if (!course && !topic) return;
    setValues((v) => ({
      ...v,
      course: course ?? v.course,
      message: topic && !v.message ? `I would like to know more about ${topic}.` : v.message,
    }));
  }, [initialCourse, topic]);

  const set = (name: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const focusFirstError = (fieldErrors: Record<string, string[]>) => {
    const first = fieldOrder.find((f) => fieldErrors[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const website = new FormData(e.currentTarget).get('website');
    setSending(true);
    try {
      // The validator (and zod) load on the first submit, keeping the page's first load small.
      const { validateContact } = await import('../validate-contact');
      const parsed = validateContact({ ...values, website: website || undefined });
      if (!parsed.ok) {
        setErrors(parsed.fieldErrors);
        focusFirstError(parsed.fieldErrors);
        return;
      }
      await sendContact(parsed.data);
      toast(contactMessages.sent, 'success');
      setValues(empty);
      setErrors({});
      form.current?.reset();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) {
        setErrors(err.fieldErrors);
        focusFirstError(err.fieldErrors);
      }
      toast(
        err instanceof ApiError && err.status === 429 ? err.message : contactMessages.failed,
        'error',
      );
    } finally {
      setSending(false);
    }
  }

  const err = (name: keyof Values) => errors[name]?.[0];

  return (
    <form
      ref={form}
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="contact-form__title">
        Get in touch
      </h2>
      <p className="contact-form__hint">All fields are required.</p>
      <Field id="from_name" label="Name" error={err('from_name')}>
        <input
          type="text"
          name="from_name"
          autoComplete="name"
          required
          maxLength={contactLimits.nameMax}
          value={values.from_name}
          onChange={(e) => set('from_name')(e.target.value)}
        />
      </Field>
      <Field id="from_email" label="Email" error={err('from_email')}>
        <input
          type="email"
          name="from_email"
          autoComplete="email"
          required
          maxLength={contactLimits.emailMax}
          value={values.from_email}
          onChange={(e) => set('from_email')(e.target.value)}
        />
      </Field>
      <Field id="course" label="Course" error={err('course')}>
        <select
          name="course"
          required
          value={values.course}
          onChange={(e) => set('course')(e.target.value as ContactCourse)}
        >
          <option value="">Select a course</option>
          {contactCourses.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <Field id="message" label="Message" error={err('message')}>
        <textarea
          name="message"
          rows={5}
          required
          maxLength={contactLimits.messageMax}
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
        />
      </Field>
      {/* A honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
