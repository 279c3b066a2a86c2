import { Suspense, useEffect, useMemo, useRef } from 'react';
import { preloaded } from '#client/components/preloaded.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import type { ContactFieldsProps, Submitter } from './contact-fields';

// The fields' code (react-hook-form and the shared zod schema, ~35 KB gzip) is wanted only once
// the visitor reaches for the form: a prerendered page loads it on the first focus, press or key
// in the form, so reading the page costs none of it. The prerendered form stays on screen and
// keeps what is typed until it arrives. Prerendering (no window) and a page reached inside the
// app (no prerendered fields to show meanwhile) load it at once.
let want: () => void = () => {};
const wanted =
  typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((r) => (want = r));
const interactions = ['focusin', 'pointerdown', 'keydown', 'submit'] as const;

const ContactFields = preloaded<ContactFieldsProps>(
  () => wanted.then(() => import('./contact-fields')).then((m) => m.ContactFields),
  () => <LoadFailed />,
);

function LoadFailed() {
  const { t } = useTranslation('public');
  return (
    <p className="contact-form__hint" role="alert">
      {t('contact.form.loadFailed')}
    </p>
  );
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
  const element = useRef<HTMLFormElement>(null);
  const submitter = useRef<Submitter>({ submit: null, pending: false });
  const { t } = useTranslation('public');
  // The same element on every render of the form: a render of the form (a namespace arriving,
  // say) must not reach the boundary while it still holds the prerendered fields, or React would
  // drop them for the empty fallback and the fields' code would be fetched at once.
  const fields = useMemo(
    () => (
      <Suspense fallback={null}>
        <ContactFields
          element={element}
          submitter={submitter}
          initialCourse={initialCourse}
          topic={topic}
        />
      </Suspense>
    ),
    [initialCourse, topic],
  );
  useEffect(() => {
    const form = element.current;
    if (!form || !form.querySelector('input')) return want();
    // On the window, capturing: React stops events bound for a part it has not hydrated yet
    // (the fields, until their code is here) at the document, before they reach the form.
    const start = (event: Event) => {
      if (event.target instanceof Node && form.contains(event.target)) want();
    };
    const options = { capture: true, passive: true };
    for (const type of interactions) window.addEventListener(type, start, options);
    return () => {
      for (const type of interactions) window.removeEventListener(type, start, options);
    };
  }, []);
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
        {t('contact.form.title')}
      </h2>
      <p className="contact-form__hint">{t('contact.form.allRequired')}</p>
      {fields}
    </form>
  );
}
