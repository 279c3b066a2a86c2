import type { z } from 'zod';
import { csvMessages } from '#shared/csv-messages.ts';
import { appError, type AppError } from './app-error';
import { headerKey, parseCsv, type CsvLimits } from './csv-parse';
import { userMessage } from './zod-messages';

export type CsvRecordError = { line: number; field?: string; message: string };
export type CsvRecordsResult<T> = { ok: T[]; lines: number[] } | { errors: CsvRecordError[] };
/** Every row's outcome at once: the rows that passed (with their lines) and the errors. */
export type CsvRecordsAll<T> = { ok: T[]; lines: number[]; errors: CsvRecordError[] };

export type CsvRecordsOptions<T> = {
  limits: CsvLimits;
  /** Schema field → column header as users see it ({ studentId: 'Student ID' }). */
  columns: Record<string, string>;
  /** Refuse a value whose key repeats an earlier row's (e.g. one student twice). */
  unique?: { key: (value: T) => string; field: string };
  /** Stop listing after this many errors (default 100); the file is refused either way. */
  maxErrors?: number;
  /** Keys of `columns` a file may leave out: their cells are then empty (undefined). */
  optional?: readonly string[];
};

// Our own exports (`csv.ts`) put a ' before a leading = + - @ so spreadsheets do not run it;
// taking it off again lets an exported file be edited and uploaded back unchanged.
const undoFormulaGuard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * Parses CSV and validates every row with `schema`, all or nothing: `{ ok, lines }` (each value
 * with its spreadsheet line) only when every row passed, else `{ errors }` listing each problem
 * with its line and column, so the caller saves nothing from a file with any error. Cells are
 * trimmed; an empty cell is `undefined` (so `.optional()` fields work); a missing column is
 * reported once, on line 1.
 */
export function parseCsvRecords<T>(
  input: string | Uint8Array,
  schema: z.ZodType<T>,
  options: CsvRecordsOptions<T>,
): CsvRecordsResult<T> {
  const all = parseCsvRecordsAll(input, schema, options);
  return all.errors.length > 0 ? { errors: all.errors } : { ok: all.ok, lines: all.lines };
}

/**
 * As `parseCsvRecords`, but also returns the rows that passed when others did not, so a caller
 * with checks of its own (a student not in the course, marks above the total) can run them on
 * those rows and list every bad line of the file at once.
 */
export function parseCsvRecordsAll<T>(
  input: string | Uint8Array,
  schema: z.ZodType<T>,
  options: CsvRecordsOptions<T>,
): CsvRecordsAll<T> {
  const none = { ok: [] as T[], lines: [] as number[] };
  const parsed = parseCsv(input, options.limits);
  if (!parsed.ok)
    return { ...none, errors: [{ line: parsed.error.line, message: parsed.error.message }] };
  const { columns, header, rows } = parsed.table;
  const maxErrors = options.maxErrors ?? 100;

  const fields = Object.entries(options.columns).map(([key, label]) => ({
    key,
    label,
    index: columns.get(headerKey(label)),
  }));
  const missing = fields.filter(
    (f) => f.index === undefined && !(options.optional ?? []).includes(f.key),
  );
  if (missing.length > 0) {
    return {
      ...none,
      errors: missing.map((f) => ({
        line: 1,
        field: f.label,
        message: csvMessages.columnMissing(f.label),
      })),
    };
  }
  if (rows.length === 0) {
    return { ...none, errors: [{ line: 1, message: csvMessages.noRows }] };
  }

  const errors: CsvRecordError[] = [];
  const ok: T[] = [];
  const lines: number[] = [];
  const seen = new Map<string, number>();
  const labelOf = new Map(fields.map((f) => [f.key, f.label]));
  for (const row of rows) {
    if (errors.length >= maxErrors) break;
    if (row.cells.slice(header.length).some((c) => c.trim() !== '')) {
      errors.push({
        line: row.line,
        message: csvMessages.extraCells(row.cells.length, header.length),
      });
      continue;
    }
    const record: Record<string, string | undefined> = {};
    for (const f of fields) {
      const cell = f.index === undefined ? '' : undoFormulaGuard((row.cells[f.index] ?? '').trim());
      record[f.key] = cell === '' ? undefined : cell;
    }
    const result = schema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        errors.push({
          line: row.line,
          field: labelOf.get(key),
          // zod's own wording ("Invalid input: expected string…") means nothing to an admin:
          // an empty cell is told as such, anything else as not valid; a schema's message is kept.
          message: userMessage(issue.message, key !== '' && record[key] === undefined),
        });
      }
      continue;
    }
    if (options.unique) {
      const key = options.unique.key(result.data);
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push({
          line: row.line,
          field: options.unique.field,
          message: csvMessages.duplicateKey(options.unique.field, key, first),
        });
        continue;
      }
      seen.set(key, row.line);
    }
    ok.push(result.data);
    lines.push(row.line);
  }
  return { ok, lines, errors: errors.slice(0, maxErrors) };
}

/**
 * The refusal of a whole file (400 CSV_INVALID): every error as a field error keyed
 * `row:<line>` or `row:<line>:<Column>`, in the order given.
 */
export function csvInvalid(errors: CsvRecordError[]): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const e of errors) {
    const key = e.field ? `row:${e.line}:${e.field}` : `row:${e.line}`;
    (fieldErrors[key] ??= []).push(e.message);
  }
  return appError('CSV_INVALID', undefined, fieldErrors);
}
