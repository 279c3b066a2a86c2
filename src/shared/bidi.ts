/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). Typed
 * into a name they make text read backwards ("exe.png" shown as "gnp.exe"): on the Activity
 * screen and in CSV exports each is shown as its code, `[U+202E]`, and so loses its effect
 * (issue 26, I9).
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text with every bidi control written out as `[U+XXXX]`. */
export function showBidi(text: string): string {
  return text.replace(
    bidiControls,
    (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}
