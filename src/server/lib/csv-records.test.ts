import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toCsv } from './csv';
import { parseCsvRecords } from './csv-records';

const limits = { maxRows: 500, maxBytes: 100_000 };
const marksRow = z.object({
  studentId: z.string().regex(/^S\d+$/, 'A student ID looks like S12.'),
  marks: z.coerce
    .number('Marks must be a number.')
    .min(0, 'Marks cannot be negative.')
    .max(50, 'Marks cannot be above the total of 50.'),
  remark: z.string().max(20, 'A remark is at most 20 characters.').optional(),
});
const options = {
  limits,
  columns: { studentId: 'Student ID', marks: 'Marks', remark: 'Remark' },
  unique: { key: (v: z.infer<typeof marksRow>) => v.studentId, field: 'Student ID' },
};

describe('parseCsvRecords', () => {
  it('returns every row, with its line, when all are valid', () => {
    const text = 'marks , STUDENT id,Remark,Extra\n45,S1,,x\n"38.5",S2,"Good, steady",\n';
    expect(parseCsvRecords(text, marksRow, options)).toEqual({
      ok: [
        { studentId: 'S1', marks: 45 },
        { studentId: 'S2', marks: 38.5, remark: 'Good, steady' },
      ],
      lines: [2, 3],
    });
  });

  it('lists every bad row with its spreadsheet line and column, and returns nothing else', () => {
    const text = [
      'Student ID,Marks,Remark',
      'S1,45,',
      '"S2",51,"two',
      'lines"',
      'X3,40,',
      'S4,-1,',
      'S1,30,',
      'S5,abc,',
    ].join('\r\n');
    expect(parseCsvRecords(text, marksRow, options)).toEqual({
      errors: [
        { line: 3, field: 'Marks', message: 'Marks cannot be above the total of 50.' },
        { line: 4, field: 'Student ID', message: 'A student ID looks like S12.' },
        { line: 5, field: 'Marks', message: 'Marks cannot be negative.' },
        { line: 6, field: 'Student ID', message: 'Student ID S1 is also on line 2.' },
        { line: 7, field: 'Marks', message: 'Marks must be a number.' },
      ],
    });
  });

  it('says a required cell is empty instead of zod’s wording', () => {
    const required = z.object({ studentId: z.string(), marks: z.string() });
    expect(
      parseCsvRecords('Student ID,Marks\n,12\n', required, {
        limits,
        columns: { studentId: 'Student ID', marks: 'Marks' },
      }),
    ).toEqual({ errors: [{ line: 2, field: 'Student ID', message: 'This cell is empty.' }] });
  });

  it('never passes on zod’s own wording for a filled cell (issue 12)', () => {
    const schema = z.object({ kind: z.enum(['mcq', 'numerical']), count: z.coerce.number() });
    expect(
      parseCsvRecords('Kind,Count\nessay,x\n', schema, {
        limits,
        columns: { kind: 'Kind', count: 'Count' },
      }),
    ).toEqual({
      errors: [
        { line: 2, field: 'Kind', message: 'This value is not valid.' },
        { line: 2, field: 'Count', message: 'This value is not valid.' },
      ],
    });
  });

  it('names missing columns on line 1', () => {
    expect(parseCsvRecords('Student ID,Score\nS1,4\n', marksRow, options)).toEqual({
      errors: [
        { line: 1, field: 'Marks', message: 'The column "Marks" is missing.' },
        { line: 1, field: 'Remark', message: 'The column "Remark" is missing.' },
      ],
    });
  });

  it('refuses a row with more cells than the header', () => {
    expect(parseCsvRecords('Student ID,Marks,Remark\nS1,4,,oops\n', marksRow, options)).toEqual({
      errors: [{ line: 2, message: 'This row has 4 cells but the header has 3.' }],
    });
  });

  it('passes on parse errors with their line, and refuses a header with no rows', () => {
    expect(parseCsvRecords('Student ID,Marks,Remark\nS1,"4\n', marksRow, options)).toEqual({
      errors: [{ line: 2, message: 'Line 2: a cell opens a quote (") that is never closed.' }],
    });
    expect(parseCsvRecords('Student ID,Marks,Remark\n', marksRow, options)).toEqual({
      errors: [{ line: 1, message: 'The file has a header but no rows.' }],
    });
  });

  it('caps the error list', () => {
    const text = 'Student ID,Marks,Remark\n' + 'bad,1,\n'.repeat(300);
    const result = parseCsvRecords(text, marksRow, { ...options, maxErrors: 10 });
    expect('errors' in result && result.errors).toHaveLength(10);
  });

  it('takes back the formula guard our exports add', () => {
    const signed = z.object({ id: z.string(), delta: z.coerce.number() });
    const csv = toCsv(['Id', 'Delta'], [['=x', -2]]);
    expect(csv).toContain("'-2");
    expect(parseCsvRecords(csv, signed, { limits, columns: { id: 'Id', delta: 'Delta' } })).toEqual(
      { ok: [{ id: '=x', delta: -2 }], lines: [2] },
    );
  });
});
