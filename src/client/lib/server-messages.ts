/**
 * What the server and the shared schemas say, in the reader's language. The server answers in
 * English (`{ code, message, fieldErrors }`) and the zod schemas in `src/shared` carry English
 * messages; both are looked up here:
 *
 * - an error whose message is its code's fixed one (`errors:codes.<CODE>`) shows that entry;
 * - any message of the shared schemas shows its `validation` entry (the English file IS the map:
 *   each English text points to its key);
 * - anything else (a message built with numbers or names) shows as the server wrote it.
 *
 * In English every lookup gives back the very same text.
 */
import type { ErrorCode } from '../../shared/error-codes';
import { i18n } from './i18n';

let keyOfMessage: Map<string, string> | undefined;

/** English text → its key in the `validation` namespace, built once from the English file. */
function validationKeys(): Map<string, string> {
  if (keyOfMessage) return keyOfMessage;
  const map = new Map<string, string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') {
      if (!map.has(value)) map.set(value, prefix);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(i18n.getResourceBundle('en', 'validation'), '');
  keyOfMessage = map;
  return map;
}

/** A message of the shared schemas (a field error) in the current language; others as they are. */
export function translateValidation(message: string): string {
  const key = validationKeys().get(message);
  return key ? i18n.t(`validation:${key}`) : message;
}

/** A server error's message in the current language: by its code, else by its English text. */
export function translateServerMessage(message: string, code?: ErrorCode): string {
  if (code && i18n.t(`errors:codes.${code}`, { lng: 'en' }) === message) {
    return i18n.t(`errors:codes.${code}`);
  }
  return translateValidation(message);
}
