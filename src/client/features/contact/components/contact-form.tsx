import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  onDemandFields,
  submitThrough,
  type Submitter,
} from '#client/components/form/on-demand-fields.tsx';
import { pageFormState, pageFormStateUsed } from '#client/components/form/page-form-state.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import type { ContactFieldsProps } from './contact-fields';

// The fields' code loads when the visitor first reaches for the form (decision 048).
const ContactFields = onDemandFields<ContactFieldsProps>(() =>
  import('./contact-fields').then((m) => m.ContactFields),
);

type ContactFormProps = {
  /** A course option to choose (the course pages' Enquire button). */
  initialCourse?: string | null;
  /** A course name to mention in the message. */
  topic?: string | null;
};

/**
 * 'Get in touch': a real form posted to the page's own address (`POST /contactus`,
 * `/pa/contactus`, …), which the server checks and answers with the page again, its fields kept
 * and their errors shown, or a redirect to the page saying the message was sent: it works before
 * (or without) any script (decision 048). Once its code has loaded, the app checks it with the
 * shared schema and sends it without leaving the page. Native validation is off (the spec).
 */
export function ContactForm({ initialCourse, topic }: ContactFormProps) {
  const element = useRef<HTMLFormElement>(null);
  const submitter = useRef<Submitter>({ submit: null });
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  // What the server's page says (a form sent before the app loaded), rendered as it is.
  const [page] = useState(() => pageFormState('form.contact-form'));
  useEffect(pageFormStateUsed, []);
  const { status } = page;
  // The same element on every render of the form: a render of the form (a namespace arriving,
  // say) must not reach the boundary while it still holds the prerendered fields, or React would
  // drop them for the empty fallback and the fields' code would be fetched at once.
  const fields = useMemo(
    () => (
      <Suspense fallback={null}>
        <ContactFields.Fields
          element={element}
          submitter={submitter}
          initialCourse={initialCourse}
          topic={topic}
          pageErrors={page.errors}
        />
      </Suspense>
    ),
    [initialCourse, topic, page],
  );
  ContactFields.useLoadOnFirstAction(element);
  return (
    <form
      ref={element}
      className="contact-form"
      method="post"
      action={to('/contactus')}
      noValidate
      // Sent by the app once the fields' code is here; before that, by the browser (the server
      // answers with a page), so a press of Send never waits for the code.
      onSubmit={submitThrough(submitter)}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="contact-form__title">
        {t('contact.form.title')}
      </h2>
      <p className="contact-form__hint">{t('contactForm.requiredMarked')}</p>
      {/* What the server says after a form sent without the app (it fills this in). */}
      <p
        className={`contact-form__status${status ? ` contact-form__status--${status.kind}` : ''}`}
        role="status"
        data-form-status={status?.kind ?? ''}
      >
        {status?.text}
      </p>
      {fields}
    </form>
  );
}
