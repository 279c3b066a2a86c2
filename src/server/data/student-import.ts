import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { csvMessages } from '#shared/csv-messages.ts';
import { registrationMessages } from '#shared/registration.ts';
import {
  studentImportColumns,
  studentImportLimits,
  studentImportOptionalColumns,
  type ImportedStudent,
} from '#shared/student-import.ts';
import type { Conn, Db, Tx } from '../db/client';
import { courses, enrolments, students, users } from '../db/schema';
import { passwordChangeRequired } from '../db/schema-security';
import { csvInvalid, parseCsvRecordsAll, type CsvRecordError } from '../lib/csv-records';
import { hashPassword, randomPassword } from '../lib/password';
import { courseIdsByKey, courseNameKey } from './enrolments';
import { nextStudentIds } from './student-ids';
import { placeImportRows, writeImportPlacements, type Placements } from './student-import-batches';
import { studentRowSchema, type ImportRow } from './student-import-rows';
import { toColumns } from './student-records';
import { uniqueViolation } from './students';

type Row = ImportRow & { line: number };

const column = studentImportColumns;
const emailKey = (r: Row) => r.details.emailAddress.toLowerCase();
const phoneKey = (r: Row) => r.details.phoneNumber;

/** A second row with the e-mail or phone of an earlier row of the file. */
function repeatsInFile(rows: Row[]): CsvRecordError[] {
  const errors: CsvRecordError[] = [];
  const checks = [
    { field: column.emailAddress!, key: emailKey, seen: new Map<string, number>() },
    { field: column.phoneNumber!, key: phoneKey, seen: new Map<string, number>() },
  ];
  for (const row of rows) {
    for (const { field, key, seen } of checks) {
      const value = key(row);
      const first = seen.get(value);
      if (first === undefined) seen.set(value, row.line);
      else
        errors.push({
          line: row.line,
          field,
          message: csvMessages.duplicateKey(field, value, first),
        });
    }
  }
  return errors;
}

/** Students (active or applying; a rejected application blocks no one) with the rows' e-mails or phones. */
function clashing(rows: Row[], status = ne(students.status, 'rejected')) {
  return and(
    status,
    or(
      inArray(sql`lower(${students.email})`, rows.map(emailKey)),
      inArray(students.phone, rows.map(phoneKey)),
    ),
  );
}

/** An e-mail or phone another student (or application) already has. */
async function takenErrors(conn: Conn, rows: Row[]): Promise<CsvRecordError[]> {
  const errors: CsvRecordError[] = [];
  const taken = await conn
    .select({ email: students.email, phone: students.phone })
    .from(students)
    .where(clashing(rows));
  const takenEmails = new Set(taken.map((t) => t.email?.toLowerCase()));
  const takenPhones = new Set(taken.map((t) => t.phone));
  for (const row of rows) {
    if (takenEmails.has(emailKey(row))) {
      const message = registrationMessages.duplicateEmail;
      errors.push({ line: row.line, field: column.emailAddress, message });
    }
    if (takenPhones.has(phoneKey(row))) {
      const message = registrationMessages.duplicatePhone;
      errors.push({ line: row.line, field: column.phoneNumber, message });
    }
  }
  return errors;
}

/** Each row's course ids, or the refusals of names that are no course (any more). */
async function courseIdsOf(conn: Conn, rows: Row[]) {
  const keys = [...new Set(rows.flatMap((r) => r.details.courses.map(courseNameKey)))];
  const ids = await courseIdsByKey(conn, keys);
  const errors: CsvRecordError[] = rows.flatMap((row) =>
    row.details.courses
      .filter((name) => !ids.has(courseNameKey(name)))
      .map((name) => ({
        line: row.line,
        field: column.courses,
        message: csvMessages.unknownCourse(name),
      })),
  );
  const coursesOf = (r: Row) => [
    ...new Set(r.details.courses.map((name) => ids.get(courseNameKey(name))!)),
  ];
  return { errors, coursesOf };
}

const byLine = (a: CsvRecordError, b: CsvRecordError) => a.line - b.line;

/** Checks every row of the file; throws CSV_INVALID listing every mistake, else the rows. */
async function checkFile(db: Db, data: Uint8Array): Promise<Row[]> {
  const names = await db.select({ name: courses.name }).from(courses);
  const courseKeys = new Set(names.map((c) => courseNameKey(c.name)));
  const parsed = parseCsvRecordsAll(data, studentRowSchema(courseKeys), {
    limits: studentImportLimits,
    columns: studentImportColumns,
    optional: studentImportOptionalColumns,
    // Every mistake of the largest file is listed, not only the first hundred.
    maxErrors: studentImportLimits.maxRows * 5,
  });
  const rows = parsed.ok.map((row, i) => ({ line: parsed.lines[i]!, ...row }));
  const taken = rows.length > 0 ? await takenErrors(db, rows) : [];
  // The batches asked now too, so a full batch is told before any password is hashed.
  const { coursesOf } = await courseIdsOf(db, rows);
  const placing = await placeImportRows(db, rows, coursesOf, await courseNamer(db));
  const errors = [...parsed.errors, ...repeatsInFile(rows), ...taken, ...placing.errors].sort(
    byLine,
  );
  if (errors.length > 0) throw csvInvalid(errors);
  return rows;
}

/** Course id → its name, for the messages. */
async function courseNamer(conn: Conn) {
  const rows = await conn.select({ id: courses.id, name: courses.name }).from(courses);
  const names = new Map(rows.map((c) => [c.id, c.name]));
  return (id: number) => names.get(id) ?? '';
}

/** Inserts in slices, so no statement nears PostgreSQL's 65,535 parameters. */
async function inSlices<T, R>(items: T[], insert: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 500) out.push(...(await insert(items.slice(i, i + 500))));
  return out;
}

type Ready = Row & { studentId: string; name: string; passwordHash: string };

async function insertAll(
  tx: Tx,
  ready: Ready[],
  coursesOf: (r: Row) => number[],
  placements: Placements,
) {
  const userIds = await inSlices(ready, (slice) =>
    tx
      .insert(users)
      .values(
        slice.map((r) => ({
          username: r.studentId,
          passwordHash: r.passwordHash,
          role: 'student' as const,
          displayName: r.name,
        })),
      )
      .returning({ id: users.id, username: users.username }),
  );
  const userOf = new Map(userIds.map((u) => [u.username, u.id]));
  const made = await inSlices(ready, (slice) =>
    tx
      .insert(students)
      .values(
        slice.map((r) => ({
          ...toColumns(r.details),
          studentId: r.studentId,
          status: 'active' as const,
          userId: userOf.get(r.studentId)!,
        })),
      )
      .returning({ id: students.id, studentId: students.studentId }),
  );
  const idOf = new Map(made.map((s) => [s.studentId, s.id]));
  const lineOf = new Map(ready.map((r) => [idOf.get(r.studentId)!, r.line]));
  const taking = ready.flatMap((r) =>
    coursesOf(r).map((courseId) => ({ studentId: idOf.get(r.studentId)!, courseId })),
  );
  const enrolled = await inSlices(taking, (slice) =>
    tx.insert(enrolments).values(slice).returning({
      id: enrolments.id,
      studentId: enrolments.studentId,
      courseId: enrolments.courseId,
    }),
  );
  await writeImportPlacements(
    tx,
    enrolled.map((e) => ({ ...e, line: lineOf.get(e.studentId)! })),
    placements,
  );
  // A first password: the student chooses their own before anything else (as the first admin).
  await inSlices([...userOf.values()], (slice) =>
    tx
      .insert(passwordChangeRequired)
      .values(slice.map((userId) => ({ userId })))
      .returning(),
  );
}

/**
 * `POST /api/admin/students/import`: every row checked first (the registration form's schema,
 * courses, e-mails and phones in the file and in the database); any mistake refuses the whole
 * file with CSV_INVALID. Then each student's first password is hashed (one at a time through the
 * hash gate, before any transaction opens), and one transaction creates every student, login and
 * enrolment, or none. Returns each new student's ID, name and first password, shown only now.
 */
export async function importStudents(db: Db, data: Uint8Array): Promise<ImportedStudent[]> {
  const rows = await checkFile(db, data);
  const secrets: { password: string; passwordHash: string }[] = [];
  for (let i = 0; i < rows.length; i++) {
    const password = randomPassword();
    secrets.push({ password, passwordHash: await hashPassword(password) });
  }
  try {
    return await db.transaction(async (tx) => {
      // As single registration: a rejected application with the same e-mail or phone goes.
      await tx.delete(students).where(clashing(rows, eq(students.status, 'rejected')));
      // Asked again inside the transaction: a registration or a course change since the check.
      const { errors, coursesOf } = await courseIdsOf(tx, rows);
      errors.push(...(await takenErrors(tx, rows)));
      // The batches locked, then their seats counted with the file's rows (decision 067).
      const placing = await placeImportRows(tx, rows, coursesOf, await courseNamer(tx), tx);
      errors.push(...placing.errors);
      if (errors.length > 0) throw csvInvalid(errors.sort(byLine));
      const ids = await nextStudentIds(tx, 'ACA', rows.length);
      const ready = rows.map((r, i) => {
        const { firstName, lastName } = toColumns(r.details);
        const name = `${firstName} ${lastName}`.trim();
        return { ...r, studentId: ids[i]!, name, passwordHash: secrets[i]!.passwordHash };
      });
      await insertAll(tx, ready, coursesOf, placing.placements);
      return ready.map((r, i) => ({
        studentId: r.studentId,
        name: r.name,
        password: secrets[i]!.password,
      }));
    });
  } catch (err) {
    throw uniqueViolation(err);
  }
}
