import { describe, expect, it } from 'vitest';
import { keyFromKeyboard, keypadAnswer, pressKey, type KeypadKey } from './keypad';

const type = (...keys: KeypadKey[]) => keys.reduce(pressKey, '');

describe('the numeric keypad', () => {
  it('types plain decimals', () => {
    expect(type('-', '2', '.', '5')).toBe('-2.5');
    expect(type('.', '7', '5')).toBe('.75');
  });

  it('refuses a second point and a minus after the first key', () => {
    expect(type('1', '.', '2', '.', '3')).toBe('1.23');
    expect(type('1', '-')).toBe('1');
    expect(type('-', '-', '4')).toBe('-4');
  });

  it('backspace and clear', () => {
    expect(type('1', '2', 'backspace')).toBe('1');
    expect(type('1', '2', 'clear')).toBe('');
    expect(type('backspace')).toBe('');
  });

  it('stops at the longest answer accepted', () => {
    const long = type(...(Array.from({ length: 30 }, () => '9') as KeypadKey[]));
    expect(long).toHaveLength(24);
  });

  it('has nothing to save until a digit is typed', () => {
    expect(keypadAnswer('')).toBeNull();
    expect(keypadAnswer('-')).toBeNull();
    expect(keypadAnswer('-.')).toBeNull();
    expect(keypadAnswer('-.5')).toBe('-.5');
  });

  it('maps keyboard keys', () => {
    expect(keyFromKeyboard('7')).toBe('7');
    expect(keyFromKeyboard('Backspace')).toBe('backspace');
    expect(keyFromKeyboard('e')).toBeNull();
  });
});
