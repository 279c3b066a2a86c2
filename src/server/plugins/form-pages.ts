// Forms that work without the app (decision 048): the contact form posts to its own page, and the
// server answers with that page, its fields filled in as they were sent and their errors shown,
// or (after a message is stored) redirects to it with `?sent=1`, which the page then says. The
// page is the build's prerendered HTML, the same markup React renders and later hydrates; only
// values, messages and `aria-invalid` are put into it. A course page's Enquire link
// (`/contactus?course=…&topic=…`) gets its course chosen the same way.
import { contactCourses, contactLimits } from '#shared/contact-options.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import { contactWord } from '../routes/public/contact-words';

export type FormState = {
  /** What was sent (or what the address asks to preselect), by field name. */
  values: Record<string, string>;
  /** Each refused field's message, in English as the shared schema says it. */
  errors: Record<string, string>;
  /** A message for the whole form: sent, or why not. */
  status?: { kind: 'success' | 'error'; message: string };
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The fields the contact page shows, in order: text inputs, the select and the textarea. */
const inputs = ['from_name', 'from_email', 'phone', 'topic'] as const;

/** An error's paragraph, tied to its field as FieldFrame ties it (`<name>-error`). */
export const errorLine = (name: string, text: string) =>
  `<p id="${name}-error" class="field__error">${escapeHtml(text)}</p>`;

/** Marks a control's opening tag invalid and described by its error. */
export const markInvalid = (tag: string, name: string) =>
  tag.replace(/\s*\/?>$/, (end) => ` aria-invalid="true" aria-describedby="${name}-error"${end}`);

/**
 * The page's contact form with `state` put in: values, errors (in `language`) and the status
 * line. Parts of the page it does not find are left as they are.
 */
export function fillContactForm(html: string, state: FormState, language: AppLocale): string {
  const start = html.indexOf('<form class="contact-form"');
  const end = html.indexOf('</form>', start);
  if (start < 0 || end < 0) return html;
  let form = html.slice(start, end);
  const word = (message: string) => contactWord(message, language);

  for (const name of inputs) {
    const value = state.values[name];
    const error = state.errors[name];
    form = form.replace(
      new RegExp(`<input\\b[^>]*\\sname="${escapeRegExp(name)}"[^>]*>`),
      (tag) => {
        let out = tag.replace(/\svalue="[^"]*"/, '');
        if (value !== undefined) out = out.replace(/\s*\/?>$/, ` value="${escapeHtml(value)}"/>`);
        if (!error) return out;
        return markInvalid(out, name) + errorLine(name, word(error));
      },
    );
  }

  const course = state.values.course;
  form = form.replace(
    /(<select\b[^>]*\sname="course"[^>]*>)([\s\S]*?)(<\/select>)/,
    (_m, open: string, options: string, close: string) => {
      let body = options.replace(/\sselected=""/g, '');
      if (course)
        body = body.replace(`<option value="${escapeHtml(course)}">`, (o) =>
          o.replace('>', ' selected="">'),
        );
      const error = state.errors.course;
      return error
        ? `${markInvalid(open, 'course')}${body}${close}${errorLine('course', word(error))}`
        : `${open}${body}${close}`;
    },
  );

  form = form.replace(
    /(<textarea\b[^>]*\sname="message"[^>]*>)[\s\S]*?(<\/textarea>)/,
    (_m, open: string, close: string) => {
      const error = state.errors.message;
      // A leading newline is dropped by the parser: one is put first so the text's own stays.
      const text = state.values.message ? `\n${escapeHtml(state.values.message)}` : '';
      return error
        ? `${markInvalid(open, 'message')}${text}${close}${errorLine('message', word(error))}`
        : `${open}${text}${close}`;
    },
  );

  // The first refused field takes focus, as the app's form gives it (a reader starts there).
  form = form.replace(
    /(<(?:input|select|textarea)\b[^>]*?)(\saria-invalid="true")/,
    '$1 autofocus=""$2',
  );

  if (state.status) {
    const { kind, message } = state.status;
    form = form.replace(
      /<p class="contact-form__status" role="status" data-form-status="">\s*<\/p>/,
      `<p class="contact-form__status contact-form__status--${kind}" role="status" data-form-status="${kind}">${escapeHtml(word(message))}</p>`,
    );
  }
  return html.slice(0, start) + form + html.slice(end);
}

/**
 * What the contact page's address asks for: `?sent=1` after a message was stored, and the
 * Enquire button's `course` (one of the form's options) and `topic` (the course page's name).
 * Null when it asks for nothing (the page is sent as built).
 */
export function contactPageState(
  query: Record<string, unknown>,
  sentMessage: string,
): FormState | null {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const course = text(query.course);
  const topic = text(query.topic)?.trim().slice(0, contactLimits.topicMax);
  const sent = text(query.sent) === '1';
  const values: Record<string, string> = {};
  if (course && (contactCourses as readonly string[]).includes(course)) values.course = course;
  if (topic) values.topic = topic;
  if (!sent && Object.keys(values).length === 0) return null;
  return {
    values,
    errors: {},
    status: sent ? { kind: 'success', message: sentMessage } : undefined,
  };
}
