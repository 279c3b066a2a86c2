import { parseMarkText, type MarkRow } from '#shared/exams.ts';
import { i18n } from '#client/lib/i18n.ts';

/** A student's mark as its cell shows it: 'AB' for absent, blank when none yet. */
export const cellText = (r: MarkRow) =>
  r.absent ? 'AB' : r.obtained === null ? '' : String(r.obtained);

type MarkInput = { enrolmentId: number; obtained: number | null; absent: boolean };

/**
 * The grid's cells read as marks, with the message of each cell that cannot be saved (not a
 * number or 'AB', or above the exam's total), by enrolment.
 */
export function readMarkCells(
  rows: MarkRow[],
  texts: Record<number, string>,
  totalMarks: number,
): { marks: MarkInput[]; errors: Record<number, string> } {
  const errors: Record<number, string> = {};
  const marks = rows.map((r) => {
    const parsed = parseMarkText(texts[r.enrolmentId] ?? '');
    if ('error' in parsed) {
      errors[r.enrolmentId] = parsed.error;
      return { enrolmentId: r.enrolmentId, obtained: null, absent: false };
    }
    if (parsed.obtained !== null && parsed.obtained > totalMarks) {
      errors[r.enrolmentId] = i18n.t('admin-school:exams.marks.aboveTotal', { total: totalMarks });
    }
    return { enrolmentId: r.enrolmentId, ...parsed };
  });
  return { marks, errors };
}
