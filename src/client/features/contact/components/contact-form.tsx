import { Suspense, useRef } from 'react';
import { preloaded } from '../../../components/preloaded';
import type { ContactFieldsProps, Submitter } from './contact-fields';

// The fields and react-hook-form load in their own chunk, off the page's first load; the
// prerendered form stays on screen (and keeps what is typed) until they arrive.
const ContactFields = preloaded<ContactFieldsProps>(
  () => import('./contact-fields').then((m) => m.ContactFields),
  () => (
    <p className="contact-form__hint" role="alert">
      The form could not be loaded. Please check your connection and reload the page.
    </p>
  ),
);

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
  const element = useRef<HTMLFormElement>(null);
  const submitter = useRef<Submitter>({ submit: null, pending: false });
  return (
    <form
      ref={element}
      className="contact-form"
      noValidate
      // Never the browser's own submit: a press of Send before the fields' code has arrived is
      // kept and sent once it has.
      onSubmit={(e) => {
        e.preventDefault();
        if (submitter.current.submit) submitter.current.submit();
        else submitter.current.pending = true;
      }}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="contact-form__title">
        Get in touch
      </h2>
      <p className="contact-form__hint">All fields are required.</p>
      <Suspense fallback={null}>
        <ContactFields
          element={element}
          submitter={submitter}
          initialCourse={initialCourse}
          topic={topic}
        />
      </Suspense>
    </form>
  );
}
