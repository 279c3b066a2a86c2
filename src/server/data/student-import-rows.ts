import { z } from 'zod';
import { csvMessages } from '#shared/csv-messages.ts';
import { parseDayMonthYear } from '#shared/format.ts';
import {
  educationLevels,
  paymentMethods,
  registrationDetailsSchema,
  type RegistrationDetails,
} from '#shared/registration.ts';
import { levelColumnKeys, studentImportColumns } from '#shared/student-import.ts';
import { userMessage } from '../lib/zod-messages';
import { courseNameKey } from './enrolments';

/** A checked row: the form's details and the batch names of its Batch cell (decision 067). */
export type ImportRow = { details: RegistrationDetails; batchNames: string[] };

/** A cell of names separated by `;` (Courses, Batch), without the empty ones. */
const splitList = (cell: string | undefined) =>
  (cell ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c !== '');

/** A row as `parseCsvRecords` gives it: column key → trimmed cell, or undefined when empty. */
type Cells = Record<string, string | undefined>;

const yes = /^(yes|y|true|1)$/i;
const no = /^(no|n|false|0)$/i;

/** A Yes/No cell: empty is No; anything but yes/no words is refused on its column. */
function yesNo(cells: Cells, key: string, ctx: z.RefinementCtx): boolean {
  const cell = cells[key];
  if (cell === undefined || no.test(cell)) return false;
  if (yes.test(cell)) return true;
  ctx.addIssue({ code: 'custom', path: [key], message: csvMessages.yesOrNo });
  return false;
}

/** dd-mm-yyyy (as the app shows dates and Excel in India writes them) or yyyy-mm-dd. */
function dateCell(cell: string | undefined): string | undefined {
  if (cell === undefined) return undefined;
  const dayFirst = parseDayMonthYear(cell);
  return dayFirst.ok ? dayFirst.date : cell;
}

/** The form's Payment Method choices, whatever their case; other text is kept as written. */
function paymentCell(cell: string | undefined): string | undefined {
  return paymentMethods.find((m) => m.toLowerCase() === cell?.toLowerCase()) ?? cell;
}

/** The column key a registration issue's path points at (`highSchool.instituteName`). */
function columnKey(path: PropertyKey[]): string {
  const [head, sub] = path.map(String);
  const level = educationLevels.some((l) => l.key === head);
  return level && sub ? `${head}.${sub}` : (head ?? 'studentName');
}

/** The registration form's input that a row's cells stand for. */
function formInput(cells: Cells, ctx: z.RefinementCtx) {
  const education = Object.fromEntries(
    educationLevels.map(({ key }) => [
      key,
      Object.fromEntries(
        levelColumnKeys.map((field) => {
          const cellKey = `${key}.${field}`;
          return [field, field === 'completed' ? yesNo(cells, cellKey, ctx) : cells[cellKey]];
        }),
      ),
    ]),
  );
  return {
    ...cells,
    ...education,
    dateOfBirth: dateCell(cells.dateOfBirth),
    gender: cells.gender?.toLowerCase(),
    sameAsPermanentAddress: yesNo(cells, 'sameAsPermanentAddress', ctx),
    courses: splitList(cells.courses),
    preferredTiming: cells.preferredTiming?.toLowerCase(),
    paymentMethod: paymentCell(cells.paymentMethod),
  };
}

const cellsShape = Object.fromEntries(
  Object.keys(studentImportColumns).map((key) => [key, z.string().optional()]),
);

/**
 * One CSV row checked by the registration form's own schema (the password left out): each
 * refusal is put on the column it came from, with the form's message (or "This cell is empty.").
 * `courseKeys` are the academy's course names (`courseNameKey`): a name that is none is refused
 * on the row even when its other cells have mistakes too.
 */
export function studentRowSchema(courseKeys: Set<string>): z.ZodType<ImportRow> {
  return z.object(cellsShape).transform((cells: Cells, ctx) => {
    const input = formInput(cells, ctx);
    for (const name of input.courses) {
      if (!courseKeys.has(courseNameKey(name))) {
        ctx.addIssue({
          code: 'custom',
          path: ['courses'],
          message: csvMessages.unknownCourse(name),
        });
      }
    }
    const parsed = registrationDetailsSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = columnKey(issue.path);
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: userMessage(issue.message, cells[key] === undefined),
        });
      }
    }
    return parsed.success ? { details: parsed.data, batchNames: splitList(cells.batch) } : z.NEVER;
  });
}
