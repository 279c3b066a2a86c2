import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { headerKey, parseCsv, type CsvParseResult } from './csv-parse';

const limits = { maxRows: 1000, maxBytes: 1_000_000 };

const table = (result: CsvParseResult) => {
  if (!result.ok) throw new Error(`expected a table, got ${result.error.message}`);
  return result.table;
};
const error = (result: CsvParseResult) => {
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

describe('parseCsv', () => {
  it('reads a header and rows with spreadsheet line numbers', () => {
    const t = table(parseCsv('Student ID,Marks\r\nS1,45\r\nS2,38\r\n', limits));
    expect(t.header).toEqual(['Student ID', 'Marks']);
    expect(t.rows).toEqual([
      { line: 2, cells: ['S1', '45'] },
      { line: 3, cells: ['S2', '38'] },
    ]);
    expect([...t.columns]).toEqual([
      ['student id', 0],
      ['marks', 1],
    ]);
  });

  it('counts a record with a quoted line break as one line, as the spreadsheet does', () => {
    const text = 'Question,Answer\n"Line one\nline two",A\n"Three\r\nlines\nhere",B\nLast,C\n';
    const t = table(parseCsv(text, limits));
    expect(t.rows).toEqual([
      { line: 2, cells: ['Line one\nline two', 'A'] },
      { line: 3, cells: ['Three\r\nlines\nhere', 'B'] },
      { line: 4, cells: ['Last', 'C'] },
    ]);
  });

  it('keeps commas and doubled quotes inside quoted cells, and empty quoted cells', () => {
    const t = table(parseCsv('a,b,c\n"x, y","say ""hi""",""\n', limits));
    expect(t.rows[0]!.cells).toEqual(['x, y', 'say "hi"', '']);
  });

  it('handles a BOM, LF, CRLF, lone CR and a missing final line break', () => {
    for (const text of ['\uFEFFa,b\n1,2', 'a,b\r\n1,2\r\n', 'a,b\r1,2\r', 'a,b\n1,2\n']) {
      const t = table(parseCsv(text, limits));
      expect(t.header, JSON.stringify(text)).toEqual(['a', 'b']);
      expect(t.rows, JSON.stringify(text)).toEqual([{ line: 2, cells: ['1', '2'] }]);
    }
  });

  it('decodes UTF-8 bytes with or without a BOM, keeping Gurmukhi and Devanagari', () => {
    const text = 'Name,Marks\nਗੁਰਪ੍ਰੀਤ ਕੌਰ,45\nराहुल शर्मा,40\n';
    const plain = new TextEncoder().encode(text);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    for (const bytes of [plain, withBom]) {
      const t = table(parseCsv(bytes, limits));
      expect(t.header).toEqual(['Name', 'Marks']);
      expect(t.rows.map((r) => r.cells[0])).toEqual(['ਗੁਰਪ੍ਰੀਤ ਕੌਰ', 'राहुल शर्मा']);
    }
  });

  it('skips blank rows but keeps counting lines', () => {
    const t = table(parseCsv('a,b\n\n1,2\n,\n\r\n3,4\n', limits));
    expect(t.rows).toEqual([
      { line: 3, cells: ['1', '2'] },
      { line: 6, cells: ['3', '4'] },
    ]);
  });

  it('keeps a stray quote inside an unquoted cell as text', () => {
    expect(table(parseCsv('a\n5" screen\n', limits)).rows[0]!.cells).toEqual(['5" screen']);
  });

  it('names the line of a quote that is never closed', () => {
    const e = error(parseCsv('a,b\n1,2\n3,"open\nstill open\n', limits));
    expect(e).toEqual({
      code: 'UNTERMINATED_QUOTE',
      line: 3,
      message: 'Line 3: a cell opens a quote (") that is never closed.',
    });
  });

  it('refuses text after a closing quote, but allows spaces', () => {
    expect(error(parseCsv('a,b\n"x"y,2\n', limits))).toMatchObject({
      code: 'TEXT_AFTER_QUOTE',
      line: 2,
    });
    expect(table(parseCsv('a,b\n"x"  ,2\n', limits)).rows[0]!.cells).toEqual(['x', '2']);
  });

  it('refuses files over the limits and bytes that are not UTF-8', () => {
    expect(error(parseCsv('a\n1\n2\n3\n', { maxRows: 2, maxBytes: 100 }))).toMatchObject({
      code: 'TOO_MANY_ROWS',
      line: 4,
    });
    expect(table(parseCsv('a\n1\n2\n', { maxRows: 2, maxBytes: 100 })).rows).toHaveLength(2);
    expect(error(parseCsv('a\n'.repeat(60), { maxRows: 1000, maxBytes: 100 })).code).toBe(
      'TOO_LARGE',
    );
    // 'ਕ' is 3 bytes: 34 of them are 102 bytes though only 34 characters
    expect(error(parseCsv('ਕ'.repeat(34), { maxRows: 10, maxBytes: 100 })).code).toBe('TOO_LARGE');
    const latin1 = new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0xf6, 0x72, 0x67]);
    expect(error(parseCsv(latin1, limits))).toMatchObject({ code: 'NOT_UTF8' });
    const utf16 = new Uint8Array([0xff, 0xfe, 0x61, 0x00]);
    expect(error(parseCsv(utf16, limits)).code).toBe('NOT_UTF8');
  });

  it('refuses an empty file and repeated column names', () => {
    expect(error(parseCsv('', limits)).code).toBe('EMPTY');
    expect(error(parseCsv('\n\n', limits)).code).toBe('EMPTY');
    expect(error(parseCsv('Marks, marks \n1,2\n', limits))).toEqual({
      code: 'DUPLICATE_COLUMN',
      line: 1,
      message: 'The column "marks" appears twice.',
    });
  });

  it('reads back what our own CSV export writes', () => {
    const rows = [
      ['S1', 'Kaur, Gurpreet', 'said "ok"\nthen left'],
      ['S2', '', '=1+1'],
    ];
    const t = table(parseCsv(toCsv(['Id', 'Name', 'Note'], rows), limits));
    expect(t.rows.map((r) => r.cells)).toEqual([rows[0], ['S2', '', "'=1+1"]]);
  });

  it('matches headers trimmed and case-insensitively', () => {
    expect(headerKey('  Student   ID ')).toBe('student id');
  });
});
