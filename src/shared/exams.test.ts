import { describe, expect, it } from 'vitest';
import { examInputSchema, examMessages, formatDuration, parseMarkText } from './exams';

describe('parseMarkText', () => {
  it('reads marks, absent and empty cells', () => {
    expect(parseMarkText('45')).toEqual({ obtained: 45, absent: false });
    expect(parseMarkText(' 29.5 ')).toEqual({ obtained: 29.5, absent: false });
    expect(parseMarkText('AB')).toEqual({ obtained: null, absent: true });
    expect(parseMarkText('absent')).toEqual({ obtained: null, absent: true });
    expect(parseMarkText('')).toEqual({ obtained: null, absent: false });
  });

  it('refuses what is not marks', () => {
    for (const text of ['-3', '1e2', '4,5', '12.345', 'forty']) {
      expect(parseMarkText(text)).toHaveProperty('error');
    }
  });
});

describe('formatDuration', () => {
  it('speaks hours and minutes', () => {
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(45)).toBe('45 minutes');
  });
});

describe('examInputSchema', () => {
  const exam = {
    courseId: 1,
    type: 'final',
    date: '2026-12-05',
    subject: 'Accounts',
    durationMinutes: 120,
    totalMarks: 90,
    passMarks: 29.7,
  };

  it('takes a whole exam and pass marks with two decimals', () => {
    expect(examInputSchema.parse(exam).passMarks).toBe(29.7);
  });

  it('refuses pass marks above the total, three decimals and impossible days', () => {
    const above = examInputSchema.safeParse({ ...exam, passMarks: 91 });
    expect(above.error?.issues[0]?.message).toBe(examMessages.passAboveTotal);
    expect(examInputSchema.safeParse({ ...exam, passMarks: 29.755 }).success).toBe(false);
    expect(examInputSchema.safeParse({ ...exam, date: '2026-02-30' }).success).toBe(false);
    expect(examInputSchema.safeParse({ ...exam, totalMarks: 0 }).success).toBe(false);
  });
});
