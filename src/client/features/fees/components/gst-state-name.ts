import { gstStates } from '#shared/gst-states.ts';
import { i18n } from '#client/lib/i18n.ts';

/**
 * A GST state code's name in the reader's language ('03' → 'Punjab', 'ਪੰਜਾਬ', 'पंजाब'), from
 * `documents:gstStates`; '' for a code that names no state.
 */
export function gstStateName(code: string): string {
  const english = gstStates[code];
  return english === undefined
    ? ''
    : i18n.t(`documents:gstStates.${code}`, { defaultValue: english });
}

/** Every state code in order ('01' first: an object lists '10'…'99' before '01'…'09'). */
export const gstStateCodes = Object.keys(gstStates).sort();
