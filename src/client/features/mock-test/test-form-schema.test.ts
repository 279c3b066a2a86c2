import { describe, expect, it } from 'vitest';
import { testFormSchema, testFormValues } from './test-form-schema';

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

  it('reports the contract’s messages on the builder’s fields', () => {
    const values = testFormValues(null);
    values.durationMinutes = '0';
    values.windowEnd = values.windowStart;
    const paths = testFormSchema.safeParse(values).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'durationMinutes']));
  });
});
