import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
  it('defuses spreadsheet formulas', () => {
    for (const v of ['=1+1', '+91', '-2', '@SUM(A1)', '\tx'])
      expect(csvCell(v)[0] === "'" || csvCell(v).startsWith(`"'`)).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
  it('defuses formulas after a ; or tab inside a cell (LibreOffice separators), and quotes them', () => {
    // Finding (Low): `a;=cmd` and `a\t=cmd` split into a formula cell when opened with ; or tab.
    expect(csvCell('a;=cmd|calc')).toBe(`"a;'=cmd|calc"`);
    expect(csvCell('a\t=1+1')).toBe(`"a\t'=1+1"`);
    expect(csvCell('x; @SUM(A1)')).toBe(`"x; '@SUM(A1)"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    for (const v of ['a;=1', 'b\t+1', 'c;-1', 'd\n=1', 'e, =1']) {
      const cell = csvCell(v);
      // Split the way a spreadsheet guessing ; or tab would (ignoring the quotes): no piece is a formula.
      for (const piece of cell.replace(/^"|"$/g, '').split(/[;\t,\n]/)) {
        expect(piece.trimStart()).not.toMatch(/^[=+\-@]/);
      }
    }
  });
  it('defuses a formula behind a quote after a ; or tab (found by the stored-XSS corpus)', () => {
    expect(csvCell('a;"=cmd')).toBe(`"a;""'=cmd"`);
    expect(csvCell('a\t" +1')).toBe(`"a\t"" '+1"`);
  });
  it('writes a header row and CRLF lines', () => {
    expect(toCsv(['A', 'B'], [[1, 'x']])).toBe('A,B\r\n1,x\r\n');
  });
});
