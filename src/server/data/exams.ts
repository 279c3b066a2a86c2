import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  csvColumns,
  examMessages,
  parseMarkText,
  type Exam,
  type ExamInput,
  type MarkRow,
  type MarksGrid,
} from '../../shared/exams';
import { toHundredths } from '../../shared/decimal';
import type { Conn, Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { examMarks, exams } from '../db/schema-exams';
import { AppError, appError, fieldError, validationFailed } from '../lib/app-error';
import { parseCsvRecords } from '../lib/csv-records';
import { z } from 'zod';

type ExamRow = typeof exams.$inferSelect;

/**
 * The enrolments an exam is for: enrolled (not applicant) students of the course whose
 * enrolment is not dropped. A dropped enrolment that already has marks stays listed.
 */
export function eligibleEnrolment(examId?: SQL | number): SQL {
  const base = and(eq(students.status, 'active'), ne(enrolments.status, 'dropped'))!;
  if (examId === undefined) return base;
  return or(
    base,
    sql`exists (select 1 from ${examMarks} where ${examMarks.enrolmentId} = ${enrolments.id} and ${examMarks.examId} = ${examId})`,
  )!;
}

const examColumns = {
  exam: exams,
  courseName: courses.name,
  marked: sql<number>`(select count(*)::int from ${examMarks} where ${examMarks.examId} = ${exams.id})`,
  enrolled: sql<number>`(select count(*)::int from ${enrolments} join ${students} on ${students.id} = ${enrolments.studentId} where ${enrolments.courseId} = ${exams.courseId} and ${students.status} = 'active' and ${enrolments.status} <> 'dropped')`,
};

function toExam(r: { exam: ExamRow; courseName: string; marked: number; enrolled: number }): Exam {
  const e = r.exam;
  return {
    id: e.id,
    courseId: e.courseId,
    courseName: r.courseName,
    type: e.type,
    date: e.date,
    subject: e.subject,
    durationMinutes: e.durationMinutes,
    totalMarks: e.totalMarks,
    passMarks: Number(e.passMarks),
    publishedAt: e.publishedAt?.toISOString() ?? null,
    marked: r.marked,
    enrolled: r.enrolled,
  };
}

/** Exams of one course (or all), by date. */
export async function listExams(db: Db, courseId?: number): Promise<Exam[]> {
  const rows = await db
    .select(examColumns)
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(courseId === undefined ? undefined : eq(exams.courseId, courseId))
    .orderBy(asc(exams.date), asc(exams.id));
  return rows.map(toExam);
}

export async function getExam(conn: Conn, id: number): Promise<Exam> {
  const [row] = await conn
    .select(examColumns)
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(eq(exams.id, id));
  if (!row) throw appError('NOT_FOUND', examMessages.notFound);
  return toExam(row);
}

async function assertCourse(conn: Conn, courseId: number) {
  const [row] = await conn.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!row) throw fieldError('VALIDATION_FAILED', 'courseId', examMessages.courseNotFound);
}

type CheckedExam = Omit<ExamInput, 'passMarks'> & { passMarks: number };

export async function createExam(db: Db, input: CheckedExam): Promise<Exam> {
  return db.transaction(async (tx) => {
    await assertCourse(tx, input.courseId);
    const [row] = await tx
      .insert(exams)
      .values({ ...input })
      .returning({ id: exams.id });
    return getExam(tx, row!.id);
  });
}

/** Edits an exam; its course stays (marks belong to the course's students). */
export async function updateExam(db: Db, id: number, input: CheckedExam): Promise<Exam> {
  return db.transaction(async (tx) => {
    const current = await getExam(tx, id);
    if (current.courseId !== input.courseId) {
      const [marked] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(examMarks)
        .where(eq(examMarks.examId, id));
      if ((marked?.n ?? 0) > 0) {
        throw fieldError(
          'CONFLICT',
          'courseId',
          'An exam with marks cannot move to another course.',
        );
      }
      await assertCourse(tx, input.courseId);
    }
    const [highest] = await tx
      .select({ max: sql<string | null>`max(${examMarks.obtained})` })
      .from(examMarks)
      .where(eq(examMarks.examId, id));
    if (highest?.max != null && Number(highest.max) > input.totalMarks) {
      throw fieldError('CONFLICT', 'totalMarks', examMessages.totalBelowMarks);
    }
    await tx.update(exams).set(input).where(eq(exams.id, id));
    return getExam(tx, id);
  });
}

export async function deleteExam(db: Db, id: number): Promise<void> {
  const rows = await db.delete(exams).where(eq(exams.id, id)).returning({ id: exams.id });
  if (rows.length === 0) throw appError('NOT_FOUND', examMessages.notFound);
}

/** Every student the exam is for, with their marks so far (name order). */
async function gridRows(conn: Conn, exam: Exam): Promise<MarkRow[]> {
  const rows = await conn
    .select({
      enrolmentId: enrolments.id,
      studentId: students.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      obtained: examMarks.obtained,
      absent: examMarks.absent,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .leftJoin(
      examMarks,
      and(eq(examMarks.enrolmentId, enrolments.id), eq(examMarks.examId, exam.id)),
    )
    .where(and(eq(enrolments.courseId, exam.courseId), eligibleEnrolment(exam.id)))
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.studentId));
  return rows.map((r) => ({
    enrolmentId: r.enrolmentId,
    studentId: r.studentId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    obtained: r.obtained == null ? null : Number(r.obtained),
    absent: r.absent ?? false,
  }));
}

export async function getMarksGrid(conn: Conn, examId: number): Promise<MarksGrid> {
  const exam = await getExam(conn, examId);
  return { exam, rows: await gridRows(conn, exam) };
}

type MarkEntry = { enrolmentId: number; obtained: number | null; absent: boolean };

/** Writes marks (a row with neither marks nor absent is cleared), all in the caller's tx. */
async function writeMarks(conn: Conn, examId: number, entries: MarkEntry[]) {
  const clear = entries.filter((e) => e.obtained === null && !e.absent).map((e) => e.enrolmentId);
  const set = entries.filter((e) => e.obtained !== null || e.absent);
  if (clear.length > 0) {
    await conn
      .delete(examMarks)
      .where(and(eq(examMarks.examId, examId), inArray(examMarks.enrolmentId, clear)));
  }
  for (let i = 0; i < set.length; i += 500) {
    const chunk = set.slice(i, i + 500).map((e) => ({
      examId,
      enrolmentId: e.enrolmentId,
      obtained: e.absent ? null : e.obtained,
      absent: e.absent,
      updatedAt: new Date(),
    }));
    await conn
      .insert(examMarks)
      .values(chunk)
      .onConflictDoUpdate({
        target: [examMarks.examId, examMarks.enrolmentId],
        set: {
          obtained: sql`excluded.obtained`,
          absent: sql`excluded.absent`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** Saves the grid's rows: every row must be a student of the exam, marks within the total. */
export async function saveMarks(db: Db, examId: number, entries: MarkEntry[]): Promise<MarksGrid> {
  return db.transaction(async (tx) => {
    const exam = await getExam(tx, examId);
    const allowed = new Set((await gridRows(tx, exam)).map((r) => r.enrolmentId));
    const errors: Record<string, string[]> = {};
    entries.forEach((e, i) => {
      if (!allowed.has(e.enrolmentId))
        errors[`marks.${i}.enrolmentId`] = [examMessages.notEnrolled];
      else if (e.obtained !== null && e.obtained > exam.totalMarks) {
        errors[`marks.${i}.obtained`] = [`Marks cannot be above the total of ${exam.totalMarks}.`];
      }
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    await writeMarks(tx, examId, entries);
    return { exam, rows: await gridRows(tx, exam) };
  });
}

const csvRowSchema = z.object({
  studentId: z.string('This cell is empty: write the Student ID.'),
  marks: z
    .string('This cell is empty: write the marks, or AB for absent.')
    .transform((text, ctx) => {
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
export async function importMarksCsv(db: Db, examId: number, data: Buffer): Promise<MarksGrid> {
  return db.transaction(async (tx) => {
    const exam = await getExam(tx, examId);
    const result = parseCsvRecords(data, csvRowSchema, {
      limits: marksCsvLimits,
      columns: csvColumns,
      unique: { key: (v) => v.studentId.toLowerCase(), field: csvColumns.studentId },
    });
    const lineErrors: Record<string, string[]> = {};
    const add = (line: number, message: string) => (lineErrors[String(line)] ??= []).push(message);
    if ('errors' in result) {
      for (const e of result.errors) add(e.line, e.field ? `${e.field}: ${e.message}` : e.message);
    } else {
      const rows = await gridRows(tx, exam);
      const byStudentId = new Map(rows.map((r) => [r.studentId.toLowerCase(), r]));
      const entries: MarkEntry[] = [];
      result.ok.forEach((value, i) => {
        const line = result.lines[i]!;
        const row = byStudentId.get(value.studentId.toLowerCase());
        if (!row) {
          add(line, `Student ID: ${value.studentId} is not enrolled in ${exam.courseName}.`);
          return;
        }
        const { obtained, absent } = value.marks;
        if (obtained !== null && toHundredths(obtained) > toHundredths(exam.totalMarks)) {
          add(line, `Marks: ${obtained} is above the total of ${exam.totalMarks}.`);
          return;
        }
        entries.push({ enrolmentId: row.enrolmentId, obtained, absent });
      });
      if (Object.keys(lineErrors).length === 0) {
        await writeMarks(tx, examId, entries);
        return { exam: await getExam(tx, examId), rows: await gridRows(tx, exam) };
      }
    }
    const lines = Object.keys(lineErrors).length;
    throw new AppError(
      'CSV_ROWS_REFUSED',
      `${examMessages.csvRefused} (${lines} ${lines === 1 ? 'line' : 'lines'})`,
      lineErrors,
    );
  });
}

/** Publishes the whole exam's results at once; every student must have marks or be absent. */
export async function publishExam(db: Db, examId: number): Promise<Exam> {
  return db.transaction(async (tx) => {
    const exam = await getExam(tx, examId);
    if (exam.publishedAt) throw appError('CONFLICT', examMessages.alreadyPublished);
    const rows = await gridRows(tx, exam);
    const missing = rows.filter((r) => r.obtained === null && !r.absent).length;
    if (rows.length === 0) throw appError('CONFLICT', examMessages.noStudents);
    if (missing > 0) throw appError('CONFLICT', examMessages.missingMarks(missing));
    await tx.update(exams).set({ publishedAt: new Date() }).where(eq(exams.id, examId));
    return getExam(tx, examId);
  });
}

/** Takes the results back (a mistake found after publishing); students see 'Pending' again. */
export async function unpublishExam(db: Db, examId: number): Promise<Exam> {
  return db.transaction(async (tx) => {
    await getExam(tx, examId);
    await tx.update(exams).set({ publishedAt: null }).where(eq(exams.id, examId));
    return getExam(tx, examId);
  });
}
