import { csvMessages } from '#shared/csv-messages.ts';

/**
 * CSV uploads (marks, question bank) per RFC 4180, as Excel, LibreOffice and Google Sheets write
 * them: UTF-8 with or without a BOM, CRLF or LF, quoted fields holding commas, doubled quotes
 * and line breaks. Pure: text or bytes in, rows or one clear error out.
 *
 * Every row carries its LINE as the spreadsheet shows it: the header is line 1 and each record
 * one more, even when a quoted cell spans several lines of text, and blank rows still count (the
 * spreadsheet shows them). That is the number an admin looks for after "line 7: marks above the
 * total".
 */

export type CsvLimits = { maxRows: number; maxBytes: number };
type CsvRow = { line: number; cells: string[] };
type CsvTable = {
  header: string[];
  /** Normalised header name (see `headerKey`) → column index. */
  columns: Map<string, number>;
  rows: CsvRow[];
};
type CsvErrorCode =
  | 'EMPTY'
  | 'TOO_LARGE'
  | 'TOO_MANY_ROWS'
  | 'NOT_UTF8'
  | 'UNTERMINATED_QUOTE'
  | 'TEXT_AFTER_QUOTE'
  | 'DUPLICATE_COLUMN';
type CsvError = { code: CsvErrorCode; line: number; message: string };
export type CsvParseResult = { ok: true; table: CsvTable } | { ok: false; error: CsvError };

/** How headers are matched: trimmed, inner spaces collapsed, case-insensitive. */
export function headerKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');
}

// Sticky: matches exactly at lastIndex, so a long cell is taken in one step, not char by char.
const unquoted = /[^,\r\n]*/y;

const failure = (code: CsvErrorCode, line: number, message: string): CsvParseResult => ({
  ok: false,
  error: { code, line, message },
});

function decode(input: string | Uint8Array, limits: CsvLimits): string | CsvParseResult {
  const bytes = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (bytes > limits.maxBytes) {
    return failure('TOO_LARGE', 0, csvMessages.tooLarge(limits.maxBytes));
  }
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  try {
    // fatal: a file saved as ANSI or UTF-16 is refused instead of turning names into '�'.
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return failure('NOT_UTF8', 0, csvMessages.notUtf8);
  }
}

/**
 * Splits CSV into a header and rows. Blank rows (nothing, or only commas) are skipped but keep
 * their line. Refused with one error: over `maxBytes`, more than `maxRows` data rows, bytes that
 * are not UTF-8, a quote never closed (reported at the line where its cell starts), text after
 * a closing quote, a repeated column name, or no header at all.
 */
export function parseCsv(input: string | Uint8Array, limits: CsvLimits): CsvParseResult {
  const text = decode(input, limits);
  if (typeof text !== 'string') return text;

  const records: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  // Whether the current cell has begun: a quote opens a quoted cell only at its very start.
  let started = false;
  let line = 1;
  let i = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    started = false;
  };
  const endRecord = (): CsvParseResult | null => {
    endCell();
    if (cells.some((c) => c !== '')) {
      records.push({ line, cells });
      if (records.length > limits.maxRows + 1) {
        return failure('TOO_MANY_ROWS', line, csvMessages.tooManyRows(limits.maxRows));
      }
    }
    cells = [];
    line++;
    return null;
  };

  while (i < text.length) {
    if (!started && text[i] === '"') {
      started = true;
      // A quoted cell: runs to the next lone quote, across commas and line breaks.
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) {
          return failure('UNTERMINATED_QUOTE', line, csvMessages.unterminatedQuote(line));
        }
        cell += text.slice(j, q);
        if (text[q + 1] === '"') {
          cell += '"';
          j = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      while (text[i] === ' ' || text[i] === '\t') i++;
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        return failure('TEXT_AFTER_QUOTE', line, csvMessages.textAfterQuote(line));
      }
      continue;
    }
    const ch = text[i]!;
    if (ch === ',') {
      endCell();
      i++;
    } else if (ch === '\n' || ch === '\r') {
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      const error = endRecord();
      if (error) return error;
    } else {
      // Unquoted text runs to the next comma or line break (a stray quote inside stays as is).
      started = true;
      unquoted.lastIndex = i;
      cell += unquoted.exec(text)![0];
      i = unquoted.lastIndex;
    }
  }
  if (started || cells.length > 0) {
    const error = endRecord();
    if (error) return error;
  }

  const [head, ...rows] = records;
  if (!head) return failure('EMPTY', 1, csvMessages.empty);
  const columns = new Map<string, number>();
  for (const [index, name] of head.cells.entries()) {
    const key = headerKey(name);
    if (key === '') continue;
    if (columns.has(key)) {
      return failure('DUPLICATE_COLUMN', head.line, csvMessages.duplicateColumn(name.trim()));
    }
    columns.set(key, index);
  }
  return { ok: true, table: { header: head.cells.map((c) => c.trim()), columns, rows } };
}
