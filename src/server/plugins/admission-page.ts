// The online admission form without the app (decision 048), as form-pages.ts does the contact
// form: the server answers a form sent to /SignUp (or /pa/SignUp, /hi/SignUp) with the page's
// prerendered HTML, its fields as they were sent (passwords excepted) and each refused field's
// message beside it, or after `?sent=1` the page saying the application was received. Only
// values, `checked`/`selected`, messages, the reason's count and the status line are put in:
// the same markup React renders and, once the form's code loads, hydrates.
import { limits } from '#shared/limits.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import { admissionWord } from '../routes/admissions/admission-words';
import { errorLine, escapeHtml, escapeRegExp, markInvalid } from './form-pages';

export type AdmissionPageState = {
  /** What was sent, by field name (a ticked box: 'on'; the courses: each one). */
  values: Record<string, string[]>;
  /** Each refused field's message by path (`highSchool.yearOfPassing`), in English. */
  errors: Record<string, string>;
  /** The line above the form: received (with the application number), or why not. */
  status?: { kind: 'success'; applicationId?: string } | { kind: 'error'; message: string };
};

/** Groups of ticks whose message follows the group, not a control. */
const groups = ['gender', 'courses', 'preferredTiming'];
/** An attribute as React wrote it, its entities read back. */
const unescapeAttr = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_m, e: string) =>
    e === 'amp' ? '&' : e === 'quot' ? '"' : e === 'lt' ? '<' : e === 'gt' ? '>' : "'",
  );
const attr = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : unescapeAttr(value);
};
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => values[name] ?? '');

/** The app's 'received' words (public:admission.received), its tags kept. */
const receivedKey =
  'Your application number is <strong>{{id}}</strong>. The academy office will review it and give you your student ID. You can then <loginLink>log in</loginLink> with that ID and the password you chose.';

/** The status line's HTML, in `language`: the app's words, with its login link a plain one. */
function statusHtml(status: NonNullable<AdmissionPageState['status']>, language: AppLocale) {
  const word = (message: string) => admissionWord(message, language);
  if (status.kind === 'error') {
    const reason = word(status.message);
    return escapeHtml(fill(word('Registration failed: {{message}}'), { message: reason }));
  }
  const title = `<strong>${escapeHtml(word('Application received'))}</strong>`;
  const id = status.applicationId;
  if (!id) return title;
  const login = language === 'en' ? '/login' : `/${language}/login`;
  const received = admissionWord(receivedKey, language)
    .split(/(<\/?strong>|<loginLink>|<\/loginLink>)/)
    .map((part) => {
      if (part === '<loginLink>') return `<a href="${login}">`;
      if (part === '</loginLink>') return '</a>';
      if (part === '<strong>' || part === '</strong>') return part;
      return escapeHtml(fill(part, { id }));
    })
    .join('');
  return `${title} ${received}`;
}

/** A native control's tag with `state` put in: its value, or whether it is ticked or chosen. */
function fillControl(tag: string, values: string[] | undefined): string {
  const type = attr(tag, 'type');
  if (type === 'checkbox' || type === 'radio') {
    const out = tag.replace(/\schecked=""/, '');
    const own = attr(tag, 'value') ?? 'on';
    return values?.includes(own) ? out.replace(/\s*\/?>$/, ' checked=""/>') : out;
  }
  const out = tag.replace(/\svalue="[^"]*"/, '');
  if (type === 'password' || values?.[0] === undefined) return out;
  return out.replace(/\s*\/?>$/, ` value="${escapeHtml(values[0])}"/>`);
}

/**
 * The page's admission form with `state` put in: values, errors (in `language`), the reason's
 * count and the status line. Parts of the page it does not find are left as they are.
 */
export function fillAdmissionForm(
  html: string,
  state: AdmissionPageState,
  language: AppLocale,
): string {
  const start = html.indexOf('<form class="admission-form"');
  const end = html.indexOf('</form>', start);
  if (start < 0 || end < 0) return html;
  let form = html.slice(start, end);
  const word = (message: string) => escapeHtml(admissionWord(message, language));
  /** A control's tag(s) marked refused and followed by its message, when it has one. */
  const invalid = (name: string, open: string, rest = '') => {
    const error = groups.includes(name) ? undefined : state.errors[name];
    if (!error) return open + rest;
    return markInvalid(open, name) + rest + errorLine(name, admissionWord(error, language));
  };

  form = form.replace(
    /<input\b[^>]*>|(<textarea\b[^>]*>)[\s\S]*?(<\/textarea>)|(<select\b[^>]*>)([\s\S]*?)(<\/select>)/g,
    (tag: string, ...parts: (string | undefined)[]) => {
      const name = attr(tag, 'name');
      if (!name) return tag;
      const values = state.values[name];
      const [textOpen, textClose, selectOpen, options, selectClose] = parts;
      if (textOpen && textClose) {
        // A leading newline is dropped by the parser: one goes first so the text's own stays.
        const text = values?.[0] ? `\n${escapeHtml(values[0])}` : '';
        return invalid(name, textOpen, text + textClose);
      }
      if (selectOpen && options !== undefined && selectClose) {
        const chosen = values?.[0];
        const body = options
          .replace(/\sselected=""/g, '')
          .replace(/<option value="([^"]*)">/g, (o, value: string) =>
            chosen !== undefined && unescapeAttr(value) === chosen
              ? o.replace('>', ' selected="">')
              : o,
          );
        return invalid(name, selectOpen, body + selectClose);
      }
      return invalid(name, fillControl(tag, values));
    },
  );

  // A refused field's frame is drawn as invalid, as FieldFrame draws it.
  for (const name of Object.keys(state.errors)) {
    form = form.replace(
      `<div class="field"><label for="${name}"`,
      `<div class="field field--invalid"><label for="${name}"`,
    );
  }

  // A group's message closes its fieldset, which it describes.
  for (const name of groups) {
    const message = state.errors[name];
    const first = form.search(new RegExp(`<input\\b[^>]*\\sname="${escapeRegExp(name)}"`));
    if (!message || first < 0) continue;
    const open = form.lastIndexOf('<fieldset class="choices"', first);
    const close = form.indexOf('</fieldset>', first);
    if (open < 0 || close < 0) continue;
    const tag = form.slice(open, form.indexOf('>', open) + 1);
    const described = tag.replace('>', ` aria-describedby="${name}-error">`);
    form =
      form.slice(0, open) +
      described +
      form.slice(open + tag.length, close) +
      errorLine(name, admissionWord(message, language)) +
      form.slice(close);
  }

  form = form.replace(
    /(<p id="reason-count" class="field__hint">)[\s\S]*?(<\/p>)/,
    (_m, open: string, close: string) =>
      open +
      word('{{length}}/{{max}} characters')
        .replace('{{length}}', String(state.values.reason?.[0]?.length ?? 0))
        .replace('{{max}}', String(limits.reasonMax)) +
      close,
  );

  // The first refused field takes focus, as the app's form gives it (a reader starts there).
  form = form.replace(
    /(<(?:input|select|textarea)\b[^>]*?)(\saria-invalid="true")/,
    '$1 autofocus=""$2',
  );

  if (state.status) {
    const { kind } = state.status;
    form = form.replace(
      /<p class="contact-form__status" role="status" data-form-status="">\s*<\/p>/,
      `<p class="contact-form__status contact-form__status--${kind}" role="status" data-form-status="${kind}">${statusHtml(state.status, language)}</p>`,
    );
  }
  return html.slice(0, start) + form + html.slice(end);
}

/** What the sign-up page's address asks for: `?sent=1&id=…` after an application was stored. */
export function admissionPageState(query: Record<string, unknown>): AdmissionPageState | null {
  if (query.sent !== '1') return null;
  const id = typeof query.id === 'string' && /^APP-\d{4}-\d{1,12}$/.test(query.id) ? query.id : '';
  return { values: {}, errors: {}, status: { kind: 'success', applicationId: id || undefined } };
}
