import { maxDecimalLength } from '#shared/decimal.ts';

/** The keys of NTA's on-screen keypad for numerical answers. */
export const keypadKeys = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.', '-'] as const;
export type KeypadKey = (typeof keypadKeys)[number] | 'backspace' | 'clear';

/**
 * The text after pressing `key`: digits, one decimal point, a minus only in front. Keys that
 * would make the text unreadable (a second point, a minus after a digit) change nothing, so the
 * keypad can only produce what the answer schema accepts once saved.
 */
export function pressKey(text: string, key: KeypadKey): string {
  if (key === 'clear') return '';
  if (key === 'backspace') return text.slice(0, -1);
  if (text.length >= maxDecimalLength) return text;
  if (key === '.') return text.includes('.') ? text : text + '.';
  if (key === '-') return text === '' ? '-' : text;
  return text + key;
}

/** The typed text as an answer to save, or null when there is nothing to save yet ('', '-', '.'). */
export function keypadAnswer(text: string): string | null {
  return /\d/.test(text) ? text : null;
}

/** Maps a physical key to a keypad key, so the keypad works from a keyboard too. */
export function keyFromKeyboard(key: string): KeypadKey | null {
  if (key === 'Backspace') return 'backspace';
  if (key === 'Delete') return 'clear';
  if ((keypadKeys as readonly string[]).includes(key)) return key as KeypadKey;
  return null;
}
