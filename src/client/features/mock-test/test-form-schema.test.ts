import { describe, expect, it } from 'vitest';
import { joinDateTime, splitDateTime } from '#client/components/form/form-date-time-field.tsx';
import {
  fromIstInput,
  testFormFields,
  testFormSchema,
  testFormValues,
  toIstInput,
} from './test-form-schema';

describe('the test builder schema', () => {
  it('turns the typed fields into the contract body, +4/−1 by default', () => {
    const values = testFormValues(null, new Date('2026-11-22T00:00:00Z'));
    values.title = 'JEE Main Mock 1';
    values.sections[0]!.questionIds = [3, 1];
    values.sections[0]!.wrongMarks = '0';
    const body = testFormSchema.parse(values);
    expect(body).toMatchObject({
      title: 'JEE Main Mock 1',
      courseId: null,
      durationMinutes: 180,
      correctMarks: 4,
      wrongMarks: -1,
      sections: [{ title: 'Section A', correctMarks: null, wrongMarks: 0, questionIds: [3, 1] }],
    });
    expect(Date.parse(body.windowEnd) - Date.parse(body.windowStart)).toBe(7 * 86_400_000);
  });

  it('a new test opens now, so one published at once is open, for a week', () => {
    const now = new Date('2026-11-22T05:47:31Z');
    const values = testFormValues(null, now);
    expect(values.windowStart).toBe(toIstInput(now.toISOString()));
    expect(values.windowStart).toBe('2026-11-22T11:17');
    expect(Date.parse(fromIstInput(values.windowStart))).toBeLessThanOrEqual(now.getTime());
  });

  it('reports the contract’s messages on the builder’s fields', () => {
    const values = testFormValues(null);
    values.durationMinutes = '0';
    values.windowEnd = values.windowStart;
    const paths = testFormSchema.safeParse(values).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'durationMinutes']));
  });

  it('shows the server’s messages on the test’s own fields, not the switches or sections', () => {
    expect(testFormFields.join(' ')).toBe(
      'title courseId instructions durationMinutes correctMarks wrongMarks windowStart windowEnd ' +
        'attemptsAllowed resultsRelease',
    );
  });
});

describe('the builder’s Opens and Closes (dd-mm-yyyy and a time, in IST)', () => {
  it('shows an instant on the clock in India, whatever the computer’s zone', () => {
    expect(toIstInput('2026-11-22T04:30:00.000Z')).toBe('2026-11-22T10:00');
    expect(toIstInput('2026-11-21T20:00:00.000Z')).toBe('2026-11-22T01:30');
    expect(toIstInput('not a date')).toBe('');
  });

  it('reads a date and time in India back as the same instant; anything else is refused', () => {
    expect(fromIstInput('2026-11-22T10:00')).toBe('2026-11-22T04:30:00.000Z');
    expect(fromIstInput(toIstInput('2027-03-31T18:29:00.000Z'))).toBe('2027-03-31T18:29:00.000Z');
    for (const text of ['2026-02-30T10:00', '2026-11-22T24:00', '31-1T10:00', '2026-11-22T'])
      expect(fromIstInput(text)).toBe(text);
    const values = testFormValues(null);
    values.title = 'Mock';
    values.windowStart = '2026-02-30T10:00';
    const issues = testFormSchema.safeParse(values).error?.issues ?? [];
    expect(issues.find((i) => i.path[0] === 'windowStart')?.message).toBe(
      'Enter when the test opens.',
    );
  });

  it('keeps a date being typed and a missing time apart in the form’s one value', () => {
    for (const [date, time] of [
      ['2026-11-22', '10:00'],
      ['31-1', '10:00'],
      ['2026-11-22', ''],
      ['', '09:30'],
    ] as const) {
      expect(splitDateTime(joinDateTime(date, time))).toEqual({ date, time });
    }
    expect(joinDateTime('', '')).toBe('');
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
  });
});
