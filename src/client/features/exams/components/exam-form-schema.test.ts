import { describe, expect, it } from 'vitest';
import { examFieldNames, examFormSchema, examFormValues } from './exam-form-schema';

describe('the schedule exam form', () => {
  it('turns the typed fields into the shared schema’s numbers', () => {
    const values = { ...examFormValues(null, 7), date: '2026-12-14', subject: 'Physics' };
    expect(examFormSchema.parse({ ...values, totalMarks: '100', passMarks: '33' })).toMatchObject({
      courseId: 7,
      type: 'mid_term',
      durationMinutes: 120,
      totalMarks: 100,
      passMarks: 33,
    });
  });

  it('puts the shared schema’s messages on the fields, and shows the server’s there', () => {
    const result = examFormSchema.safeParse(examFormValues(null, 7));
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['date', 'subject', 'totalMarks', 'passMarks']));
    expect(examFieldNames.join(' ')).toBe('type date subject durationMinutes totalMarks passMarks');
  });
});
