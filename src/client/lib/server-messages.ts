/**
 * What the server and the shared schemas say, in the reader's language. The server answers in
 * English (`{ code, message, fieldErrors }`) and the zod schemas in `src/shared` carry English
 * messages; both are looked up here:
 *
 * - an error whose message is its code's fixed one (`errors:codes.<CODE>`) shows that entry;
 * - any message of the shared schemas shows its `validation` entry (the English file IS the map:
 *   each English text points to its key);
 * - a message built with numbers or names ("The title is at most 150 characters.") matches an
 *   English entry with placeholders ("The title is at most {{max}} characters."), and the
 *   values are put into the reader's entry;
 * - a `weekday` value that is an English day name ("Monday") is put in the reader's words;
 * - anything else shows as the server wrote it.
 *
 * In English every lookup gives back the very same text.
 */
import type { ErrorCode } from '#shared/error-codes.ts';
import { weekdayNames } from '#shared/weekday-names.ts';
import { i18n } from './i18n';

type Template = { key: string; pattern: RegExp; names: string[] };
type Lookup = { exact: Map<string, string>; templates: Template[] };

let lookup: Lookup | undefined;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English entry with placeholders as a pattern: each placeholder takes any text. */
function templateOf(key: string, english: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of english.matchAll(placeholder)) {
    source += `${escapeRegExp(english.slice(last, m.index))}(.+?)`;
    names.push(m[1]!);
    last = m.index + m[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { key, names, pattern: new RegExp(`^${source}$`, 's') };
}

/** English text → its key in the `validation` namespace, built once from the English file. */
function validationLookup(): Lookup {
  if (lookup) return lookup;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') {
      if (/\{\{\s*\w+\s*\}\}/.test(value)) templates.push(templateOf(prefix, value));
      else if (!exact.has(value)) exact.set(value, prefix);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(i18n.getResourceBundle('en', 'validation'), '');
  // The longest fixed text first: a more specific entry wins over a looser one.
  const fixedLength = (t: Template) => t.pattern.source.replace(/\(\.\+\?\)/g, '').length;
  templates.sort((a, b) => fixedLength(b) - fixedLength(a));
  lookup = { exact, templates };
  return lookup;
}

/** A message of the shared schemas (a field error) in the current language; others as they are. */
export function translateValidation(message: string): string {
  const { exact, templates } = validationLookup();
  const key = exact.get(message);
  if (key) return i18n.t(`validation:${key}`);
  for (const { key: templateKey, pattern, names } of templates) {
    const m = pattern.exec(message);
    if (!m) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, m[i + 1]]));
    // A weekday the server wrote in English (the timetable's clashes) is said in the reader's.
    const day = weekdayNames.indexOf(values.weekday as (typeof weekdayNames)[number]);
    if (day >= 0) values.weekday = i18n.t(`validation:timetableSlots.weekdays.${day + 1}`);
    return i18n.t(`validation:${templateKey}`, values);
  }
  return message;
}

/**
 * A line of a CSV refusal. Whole, or else as 'Column: message' (the marks import names the
 * column first): the column stays as written in the file, the message is translated.
 */
export function translateCsvMessage(message: string): string {
  const whole = translateValidation(message);
  if (whole !== message) return whole;
  const m = /^([^:]{1,40}): (.+)$/s.exec(message);
  return m ? `${m[1]}: ${translateValidation(m[2]!)}` : message;
}

/** A server error's message in the current language: by its code, else by its English text. */
export function translateServerMessage(message: string, code?: ErrorCode): string {
  if (code && i18n.t(`errors:codes.${code}`, { lng: 'en' }) === message) {
    return i18n.t(`errors:codes.${code}`);
  }
  return translateValidation(message);
}
