import { useEffect, type ComponentType, type RefObject } from 'react';
import { useTranslation } from '#client/lib/i18n.ts';
import { preloaded } from '../preloaded';

/**
 * How a public form (a real form posted to its own page, decision 048) hands a submit to its
 * fields once their code is here: until then `submit` is null and the browser posts the form.
 */
export type Submitter = { submit: (() => void) | null };

const interactions = ['focusin', 'pointerdown', 'keydown', 'submit'] as const;

function LoadFailed() {
  const { t } = useTranslation('public');
  return (
    <p className="contact-form__hint" role="alert">
      {t('contact.form.loadFailed')}
    </p>
  );
}

/**
 * A public form's fields whose code (react-hook-form, zod and the shared schema) is wanted only
 * once the visitor reaches for the form: a prerendered page loads it at the first focus, press or
 * key in the form, so reading the page costs none of it, and the prerendered fields stay on
 * screen keeping what is typed until it arrives. Prerendering (no window) and a page reached
 * inside the app (no prerendered fields to show meanwhile) load it at once.
 *
 * Render `Fields` inside a `<Suspense>` that the form renders with the same element every time
 * (a render reaching the boundary while it holds the prerendered fields would drop them for the
 * empty fallback), and call `useLoadOnFirstAction` with the form's ref.
 */
export function onDemandFields<P extends object>(load: () => Promise<ComponentType<P>>) {
  let want: () => void = () => {};
  const wanted =
    typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((r) => (want = r));
  const Fields = preloaded<P>(
    () => wanted.then(load),
    () => <LoadFailed />,
  );
  function useLoadOnFirstAction(element: RefObject<HTMLFormElement | null>) {
    useEffect(() => {
      const form = element.current;
      if (!form || !form.querySelector('input')) return want();
      // The visitor reached the form before the app was live (a focus that woke the page, or one
      // made while it hydrated): that first action is already past, so the code is wanted now.
      if (form.contains(document.activeElement)) return want();
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
    }, [element]);
  }
  return { Fields, useLoadOnFirstAction };
}

/**
 * The fields' side: once their code runs, the app sends the form (`onSubmit`) instead of the
 * browser. The form is marked `data-enhanced` (tests wait for it).
 */
export function useAppSubmit(
  element: RefObject<HTMLFormElement | null>,
  submitter: RefObject<Submitter>,
  onSubmit: () => Promise<void>,
) {
  useEffect(() => {
    const handle = submitter.current;
    element.current?.setAttribute('data-enhanced', '');
    handle.submit = () => void onSubmit();
    return () => {
      handle.submit = null;
    };
  }, [element, submitter, onSubmit]);
}

/** The form element's `onSubmit`: the app's send once the fields' code is here, else the browser's. */
export function submitThrough(submitter: RefObject<Submitter>) {
  return (event: { preventDefault(): void }) => {
    if (!submitter.current.submit) return;
    event.preventDefault();
    submitter.current.submit();
  };
}
