import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { pageFormState, pageFormStateUsed } from '#client/components/form/page-form-state.ts';
import { preloaded } from '#client/components/preloaded.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
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
 * 'Get in touch': a real form posted to the page's own address (`POST /contactus`,
 * `/pa/contactus`, …), which the server checks and answers with the page again, its fields kept
 * and their errors shown, or a redirect to the page saying the message was sent: it works before
 * (or without) any script (decision 048). Once its code has loaded, the app checks it with the
 * shared schema and sends it without leaving the page. Native validation is off (the spec).
 */
export function ContactForm({ initialCourse, topic }: ContactFormProps) {
  const element = useRef<HTMLFormElement>(null);
  const submitter = useRef<Submitter>({ submit: null, pending: false });
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
        <ContactFields
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
      method="post"
      action={to('/contactus')}
      noValidate
      // Sent by the app once the fields' code is here; before that, by the browser (the server
      // answers with a page), so a press of Send never waits for the code.
      onSubmit={(e) => {
        if (!submitter.current.submit) return;
        e.preventDefault();
        submitter.current.submit();
      }}
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
