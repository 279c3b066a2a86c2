import { z } from 'zod';
import { csvColumns, examMessages, parseMarkText, type MarksGrid } from '#shared/exams.ts';
import { csvMessages } from '#shared/csv-messages.ts';
import { toHundredths } from '#shared/decimal.ts';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { parseCsvRecordsAll } from '../lib/csv-records';
import {
  gridRows,
  lockedExam,
  writeMarksAudited,
  type MarkEntry,
  type MarksChanger,
} from './exam-marks';
import { getExam } from './exams';

/** An exam's marks from a CSV file (Student ID, Marks): every bad line listed, all or nothing. */
const csvRowSchema = z.object({
  studentId: z.string(csvMessages.cellEmptyStudentId),
  marks: z.string(csvMessages.cellEmptyMarks).transform((text, ctx) => {
    const parsed = parseMarkText(text);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  }),
});

export const marksCsvLimits = { maxRows: 5000, maxBytes: 1024 * 1024 };

/**
 * A marks CSV (Student ID, Marks) for one exam, all or nothing: when any line names a student
 * who is not in the exam's course, holds marks above the total or cannot be read, nothing is
 * saved and every such line is told (CSV_ROWS_REFUSED, fieldErrors keyed by line number).
 */
export async function importMarksCsv(
  db: Db,
  examId: number,
  data: Buffer,
  by?: MarksChanger,
): Promise<MarksGrid> {
  return db.transaction(async (tx) => {
    const exam = await lockedExam(tx, examId);
    const result = parseCsvRecordsAll(data, csvRowSchema, {
      limits: marksCsvLimits,
      columns: csvColumns,
      unique: { key: (v) => v.studentId.toLowerCase(), field: csvColumns.studentId },
    });
    const lineErrors: Record<string, string[]> = {};
    const add = (line: number, message: string) => (lineErrors[String(line)] ??= []).push(message);
    for (const e of result.errors) add(e.line, e.field ? `${e.field}: ${e.message}` : e.message);
    // The rows that could be read are checked against the course and the total too, so one
    // upload lists every bad line (27.8), not only the first kind of mistake.
    const rows = await gridRows(tx, exam);
    const byStudentId = new Map(rows.map((r) => [r.studentId.toLowerCase(), r]));
    const entries: MarkEntry[] = [];
    result.ok.forEach((value, i) => {
      const line = result.lines[i]!;
      const row = byStudentId.get(value.studentId.toLowerCase());
      if (!row) {
        add(line, csvMessages.notEnrolled(value.studentId, exam.courseName));
        return;
      }
      const { obtained, absent } = value.marks;
      if (obtained !== null && toHundredths(obtained) > toHundredths(exam.totalMarks)) {
        add(line, csvMessages.marksAboveTotal(obtained, exam.totalMarks));
        return;
      }
      entries.push({ enrolmentId: row.enrolmentId, obtained, absent });
    });
    if (Object.keys(lineErrors).length === 0) {
      await writeMarksAudited(tx, exam, entries, by);
      return { exam: await getExam(tx, examId), rows: await gridRows(tx, exam) };
    }
    const lines = Object.keys(lineErrors).length;
    throw new AppError(
      'CSV_ROWS_REFUSED',
      `${examMessages.csvRefused} (${lines} ${lines === 1 ? 'line' : 'lines'})`,
      lineErrors,
    );
  });
}
