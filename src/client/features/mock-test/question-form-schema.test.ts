import { describe, expect, it } from 'vitest';
import { questionFormFields, questionFormSchema, questionFormValues } from './question-form-schema';

describe('the question dialog schema', () => {
  it('gives the contract body of a multiple-choice question', () => {
    const values = {
      ...questionFormValues(null),
      text: 'What is 2 + 2?',
      options: { A: '3', B: '4', C: '5', D: '6' },
      correctOption: 'B',
      range: { min: 'junk', max: '' },
      subject: 'Maths',
    };
    expect(questionFormSchema.parse(values)).toMatchObject({
      type: 'mcq',
      correctOption: 'B',
      options: { B: '4' },
    });
  });

  it('puts the contract’s messages on the dialog’s fields', () => {
    const result = questionFormSchema.safeParse({
      ...questionFormValues(null),
      type: 'numerical',
      text: 'g?',
      subject: 'Physics',
      range: { min: '9.9', max: '9.7' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('range.max');
  });

  it('shows the server’s messages on every field but the type', () => {
    expect(questionFormFields.join(' ')).toBe(
      'text options.A options.B options.C options.D correctOption range.min range.max ' +
        'explanation subject topic difficulty',
    );
  });
});
