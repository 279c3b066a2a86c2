import { describe, expect, it } from 'vitest';
import { formatAccuracy, formatDuration, formatMarks } from './result-format';

describe('result figures', () => {
  it('prints marks, accuracy and durations', () => {
    expect(formatMarks(-0.25)).toBe('-0.25');
    expect(formatMarks(3.2399999999999998)).toBe('3.24');
    expect(formatAccuracy(5 / 6)).toBe('83.33%');
    expect(formatAccuracy(0)).toBe('0%');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(750)).toBe('12 min 30 s');
    expect(formatDuration(3725)).toBe('1 h 02 min 05 s');
    expect(formatDuration(3725, { h: 'घं', min: 'मिनट', s: 'सेकंड' })).toBe('1 घं 02 मिनट 05 सेकंड');
  });
});
