import { useEffect, useRef } from 'react';
import type { contactSchema } from '../../../../shared/contact';
import { contactCourses, contactLimits, contactMessages } from '../../../../shared/contact-options';
import { PlainField } from '../../../components/form/plain-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { showToast } from '../../../components/toast-store';
import { ApiError } from '../../../lib/api';
import { sendContact } from '../api/send-contact';

// The schema (and zod with it) loads on the first submit, keeping the page's first load small.
const schema = {
  load: (): Promise<typeof contactSchema> =>
    import('../contact-schema').then((m) => m.contactSchema),
};
const fields = ['from_name', 'from_email', 'course', 'message'] as const;

function toast(message: string, kind: 'success' | 'error') {
  showToast({ message, kind, position: 'top-right' });
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
  const form = useZodForm(schema, {
    defaultValues: { from_name: '', from_email: '', message: '' },
  });
  const element = useRef<HTMLFormElement>(null);

  // Applied after hydration so the prerendered HTML and the first render agree.
  useEffect(() => {
    const course = contactCourses.find((c) => c === initialCourse);
    if (course) form.setValue('course', course);
    if (topic && !form.getValues('message')) {
      form.setValue('message', `I would like to know more about ${topic}.`);
    }
  }, [form, initialCourse, topic]);

  const onSubmit = form.handleSubmit(async (input) => {
    // The honeypot is read from the page itself: a bot may set it without any input event.
    const website = element.current ? new FormData(element.current).get('website') : null;
    try {
      await sendContact({
        ...input,
        website: typeof website === 'string' && website ? website : undefined,
      });
      toast(contactMessages.sent, 'success');
      form.reset();
      element.current?.reset();
    } catch (err) {
      showServerErrors(form, err, fields);
      toast(
        err instanceof ApiError && err.status === 429 ? err.message : contactMessages.failed,
        'error',
      );
    }
  });
  const sending = form.formState.isSubmitting;

  return (
    <form
      ref={element}
      className="contact-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="contact-form__title">
        Get in touch
      </h2>
      <p className="contact-form__hint">All fields are required.</p>
      <PlainField form={form} name="from_name" label="Name">
        <input type="text" autoComplete="name" required maxLength={contactLimits.nameMax} />
      </PlainField>
      <PlainField form={form} name="from_email" label="Email">
        <input type="email" autoComplete="email" required maxLength={contactLimits.emailMax} />
      </PlainField>
      <PlainField form={form} name="course" label="Course">
        <select required>
          <option value="">Select a course</option>
          {contactCourses.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </PlainField>
      <PlainField form={form} name="message" label="Message">
        <textarea rows={5} required maxLength={contactLimits.messageMax} />
      </PlainField>
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
