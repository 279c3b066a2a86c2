import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldPaths, formOfBody } from './form-schema';

const body = z.object({
  name: z.string().min(1, 'Enter the name.'),
  age: z.number('Enter the age.').int('Enter whole years.'),
  address: z.object({ pin: z.string().regex(/^\d{6}$/, 'Enter the 6-digit PIN.') }),
});
const fields = z.object({
  name: z.string(),
  age: z.string(),
  address: z.object({ pin: z.string() }),
  remember: z.boolean(),
});
const form = formOfBody(fields, body, (v) => ({
  name: v.name,
  age: v.age.trim() === '' ? undefined : Number(v.age),
  address: v.address,
}));

describe('a form schema over a request body', () => {
  it('hands over the body the contract parsed', () => {
    const values = { name: 'Jaspreet', age: '19', address: { pin: '141001' }, remember: true };
    expect(form.parse(values)).toEqual({ name: 'Jaspreet', age: 19, address: { pin: '141001' } });
  });

  it('puts the contract’s messages on the form’s fields of the same paths', () => {
    const result = form.safeParse({ name: '', age: '', address: { pin: '14' }, remember: false });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Enter the name.'],
      ['age', 'Enter the age.'],
      ['address.pin', 'Enter the 6-digit PIN.'],
    ]);
  });

  it('lists the fields’ paths in order, nested ones with dots, less those left out', () => {
    expect(fieldPaths(fields)).toEqual(['name', 'age', 'address.pin', 'remember']);
    expect(fieldPaths(fields, ['remember', 'address.pin'])).toEqual(['name', 'age']);
    expect(fieldPaths(fields, ['address'])).toEqual(['name', 'age', 'remember']);
  });
});
