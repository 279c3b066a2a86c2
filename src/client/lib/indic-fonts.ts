import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import gurmukhi400 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url';
import gurmukhi700 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff2?url';

/**
 * Noto Sans Gurmukhi and Devanagari for report cards, self-hosted from the Fontsource packages:
 * only the script subsets, regular and bold. Registered with their unicode ranges (Fontsource's
 * own, from its index.css): the browser then knows which font draws which letters without
 * downloading either, and fetches one only when a name in that script is on the page. Without
 * the ranges (Fontsource's per-subset CSS has none) Chromium was seen drawing Devanagari with
 * a Latin font's empty boxes while the Gurmukhi face claimed every character.
 */
const faces = [
  {
    family: 'Noto Sans Gurmukhi',
    range: 'U+0951-0952,U+0964-0965,U+0A01-0A76,U+200C-200D,U+20B9,U+25CC,U+262C,U+A830-A839',
    files: { 400: gurmukhi400, 700: gurmukhi700 },
  },
  {
    family: 'Noto Sans Devanagari',
    range:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
    files: { 400: devanagari400, 700: devanagari700 },
  },
] as const;

let registered = false;

/**
 * Adds the faces to the document once; nothing is downloaded until text in their range is drawn
 * with a font list naming them (`.indic-text`, the report cards).
 */
export function registerIndicFonts(): void {
  if (registered || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  registered = true;
  for (const face of faces) {
    for (const [weight, url] of Object.entries(face.files)) {
      document.fonts.add(
        new FontFace(face.family, `url(${url}) format('woff2')`, {
          weight,
          style: 'normal',
          display: 'swap',
          unicodeRange: face.range,
        }),
      );
    }
  }
}

/**
 * Loads the faces (regular and bold) whose letters occur in `text`; resolves at once for text
 * in Latin only, so an English-only course downloads no font at all.
 */
export async function loadIndicFontsFor(text: string): Promise<void> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  registerIndicFonts();
  await Promise.all(
    faces.flatMap((face) =>
      [400, 700].map((weight) => document.fonts.load(`${weight} 16px "${face.family}"`, text)),
    ),
  );
}
