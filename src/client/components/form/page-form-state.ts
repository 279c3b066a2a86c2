/**
 * What the server put into a public form's page (decision 048): after a form sent before the app
 * loaded, the page comes back with each refused field's message (`<p id="<field>-error">`) and a
 * status line (`data-form-status`). The app's first render of that form must show the very same
 * messages, or React finds markup it did not render, drops the server's HTML and renders the
 * fields again, empty: the visitor would lose what they typed and why it was refused.
 *
 * Read once, from the page the browser loaded: a form reached later inside the app starts clean.
 */
export type PageFormState = {
  /** Each refused field's message as the page shows it, by field name. */
  errors: Record<string, string>;
  /** The line about the whole form (sent, or why not). */
  status?: { kind: string; text: string };
};

const empty: PageFormState = { errors: {} };
let taken = false;

function readPage(selector: string): PageFormState {
  const form = document.querySelector(selector);
  if (!form) return empty;
  const errors: Record<string, string> = {};
  for (const line of form.querySelectorAll<HTMLElement>('p.field__error[id$="-error"]')) {
    errors[line.id.slice(0, -'-error'.length)] = line.textContent ?? '';
  }
  const line = form.querySelector<HTMLElement>('[data-form-status]');
  const kind = line?.dataset.formStatus;
  const status = kind ? { kind, text: line.textContent ?? '' } : undefined;
  return { errors, status };
}

/**
 * The state the server gave the form of `selector` in the page as loaded, for the first mount
 * only (call it from a `useState` initializer, and `pageFormStateUsed()` once mounted).
 */
export function pageFormState(selector: string): PageFormState {
  if (taken || typeof document === 'undefined') return empty;
  return readPage(selector);
}

/** The form has shown the page's state: later mounts (in-app visits) start clean. */
export function pageFormStateUsed() {
  taken = true;
}
