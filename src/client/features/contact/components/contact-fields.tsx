import { useEffect, type ReactElement, type RefObject } from 'react';
import type { contactSchema } from '#shared/contact.ts';
import { contactCourses, contactLimits } from '#shared/contact-options.ts';
import { useAppSubmit, type Submitter } from '#client/components/form/on-demand-fields.tsx';
import { PlainField } from '#client/components/form/plain-field.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { sendContact } from '../api/send-contact';
import { contactOptionLabel } from '../contact-option-labels';

// The schema (and zod with it) loads on the first submit.
const schema = {
  load: (): Promise<typeof contactSchema> =>
    import('../contact-schema').then((m) => m.contactSchema),
};
// The fields, in the order the form shows them (the phone is the only optional one).
const fields = ['from_name', 'from_email', 'phone', 'course', 'message'] as const;
type ContactField = (typeof fields)[number];

export type ContactFieldsProps = {
  element: RefObject<HTMLFormElement | null>;
  submitter: RefObject<Submitter>;
  initialCourse?: string | null;
  topic?: string | null;
  /** The fields' messages in the server's page (a form sent before the app loaded). */
  pageErrors?: Record<string, string>;
};

function toast(message: string, kind: 'success' | 'error') {
  showToast({ message, kind, position: 'top-right' });
}

/** The fields of 'Get in touch', their checks and the send; the form element is the caller's. */
export function ContactFields({
  element,
  submitter,
  initialCourse,
  topic,
  pageErrors = {},
}: ContactFieldsProps) {
  // No default values: the fields start from what the page shows, typed before this code ran.
  const form = useZodForm(schema);
  const { t } = useTranslation('public');

  const onSubmit = form.handleSubmit(async (input) => {
    // The honeypot is read from the page itself: a bot may set it without any input event.
    const data = element.current ? new FormData(element.current) : null;
    const website = data?.get('website');
    // The course page the visitor came from: in the page (the server filled it in) or the URL.
    const sentTopic = data?.get('topic');
    try {
      await sendContact({
        ...input,
        topic: typeof sentTopic === 'string' && sentTopic ? sentTopic : (topic ?? undefined),
        website: typeof website === 'string' && website ? website : undefined,
      });
      toast(i18n.t('public:contact.form.sent'), 'success');
      // Clears every field, the honeypot too (the fields are the page's own inputs).
      form.reset();
    } catch (err) {
      showServerErrors(form, err, fields);
      toast(
        err instanceof ApiError && err.status === 429
          ? err.message
          : i18n.t('public:contact.form.failed'),
        'error',
      );
    }
  });

  useAppSubmit(element, submitter, onSubmit);

  // The course pages' Enquire button: choose its category and mention the course.
  useEffect(() => {
    const course = contactCourses.find((c) => c === initialCourse);
    if (course) form.setValue('course', course);
    if (topic && !form.getValues('message')) {
      form.setValue('message', i18n.t('public:contact.form.topicMessage', { topic }));
    }
  }, [form, initialCourse, topic]);

  const sending = form.formState.isSubmitting;
  const labels: Record<ContactField, string> = {
    from_name: t('contact.form.name'),
    from_email: t('contact.form.email'),
    phone: t('contactForm.phone'),
    course: t('contact.form.course'),
    message: t('contact.form.message'),
  };
  const controls: Record<ContactField, ReactElement<Record<string, unknown>>> = {
    from_name: <input type="text" autoComplete="name" required maxLength={contactLimits.nameMax} />,
    from_email: (
      <input type="email" autoComplete="email" required maxLength={contactLimits.emailMax} />
    ),
    phone: (
      <input type="tel" inputMode="tel" autoComplete="tel" maxLength={contactLimits.phoneMax} />
    ),
    course: (
      <select required>
        <option value="">{t('contact.form.selectCourse')}</option>
        {contactCourses.map((c) => (
          <option key={c} value={c}>
            {contactOptionLabel(c)}
          </option>
        ))}
      </select>
    ),
    message: <textarea rows={5} required maxLength={contactLimits.messageMax} />,
  };
  return (
    <>
      {fields.map((name) => (
        <PlainField
          key={name}
          form={form}
          name={name}
          pageError={pageErrors[name]}
          label={labels[name]}
          optional={name === 'phone'}
        >
          {controls[name]}
        </PlainField>
      ))}
      {/* The course page the enquiry comes from (its name), kept with the message (issue 27.13). */}
      <input type="hidden" name="topic" defaultValue={topic ?? ''} />
      {/* A honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {sending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </>
  );
}
