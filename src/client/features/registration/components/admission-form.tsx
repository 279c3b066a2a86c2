import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  onDemandFields,
  submitThrough,
  type Submitter,
} from '#client/components/form/on-demand-fields.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import type { AdmissionFieldsProps, Outcome } from './admission-fields';
import { AdmissionReceived } from './admission-received';

// As the contact form: the fields' code loads when the visitor first reaches for the form.
const AdmissionFields = onDemandFields<AdmissionFieldsProps>(() =>
  import('./admission-fields').then((m) => m.AdmissionFields),
);

type Status = { kind: string; html: string } | { kind: 'error'; text: string } | null;

/**
 * What the server wrote in the status line of a page it answered (a form sent without the app,
 * or `?sent=1`): the first render shows the very same, so React keeps it as it hydrates.
 */
function statusOnPage(): Status {
  if (typeof document === 'undefined') return null;
  const line = document.querySelector('form.admission-form [data-form-status]');
  const kind = line?.getAttribute('data-form-status');
  return line && kind ? { kind, html: line.innerHTML } : null;
}

/**
 * /SignUp's online admission form: a real form posted to the page's own address (`POST /SignUp`,
 * `/pa/SignUp`, …), which the server checks and answers with the page again (fields kept, errors
 * beside them) or a redirect to `?sent=1` saying the application was received: it works before
 * and without any script. Once its code has loaded, the app checks it with the shared schema
 * and sends it to `POST /api/admissions` without leaving the page.
 */
export function AdmissionForm({
  courses,
  loadCourses,
}: Pick<AdmissionFieldsProps, 'courses' | 'loadCourses'>) {
  const element = useRef<HTMLFormElement>(null);
  const submitter = useRef<Submitter>({ submit: null });
  const outcome = useRef<Outcome>(() => {});
  const top = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>(statusOnPage);
  const [received, setReceived] = useState('');
  const [shown, setShown] = useState(0);
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  outcome.current = (result) => {
    if ('applicationId' in result) setReceived(result.applicationId);
    else setStatus(result.failure ? { kind: 'error', text: result.failure } : null);
    setShown((n) => n + 1);
  };
  // The same element on every render: a render of the form must not reach the boundary while it
  // still holds the prerendered fields (React would drop them for the empty fallback).
  const fields = useMemo(
    () => (
      <Suspense fallback={null}>
        <AdmissionFields.Fields
          element={element}
          submitter={submitter}
          courses={courses}
          loadCourses={loadCourses}
          onOutcome={(result) => outcome.current(result)}
        />
      </Suspense>
    ),
    [courses, loadCourses],
  );
  AdmissionFields.useLoadOnFirstAction(element);
  // After each submit by the app, once drawn: the outcome in view below the site header, focused.
  useEffect(() => {
    if (shown === 0) return;
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    top.current?.focus({ preventScroll: true });
  }, [shown]);

  if (received) return <AdmissionReceived ref={top} applicationId={received} />;
  return (
    <form
      ref={element}
      className="admission-form"
      method="post"
      action={to('/SignUp')}
      noValidate
      onSubmit={submitThrough(submitter)}
      aria-label={t('admission.formLabel')}
    >
      <div ref={top} tabIndex={-1} className="admission-form__top" />
      {/* What the server says after a form sent without the app (it fills this in). */}
      {status && 'html' in status ? (
        <p
          className={`contact-form__status contact-form__status--${status.kind}`}
          role="status"
          data-form-status={status.kind}
          dangerouslySetInnerHTML={{ __html: status.html }}
        />
      ) : (
        <p
          className={`contact-form__status${status ? ' contact-form__status--error' : ''}`}
          role="status"
          data-form-status={status ? 'error' : ''}
        >
          {status?.text}
        </p>
      )}
      {fields}
    </form>
  );
}
