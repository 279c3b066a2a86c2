import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  examMessages,
  isAfterToday,
  type Exam,
  type MarkRow,
  type MarksGrid,
} from '#shared/exams.ts';
import type { Conn, Db } from '../db/client';
import { enrolments, students } from '../db/schema';
import { examMarks, exams } from '../db/schema-exams';
import { auditLog } from '../db/schema-security';
import { appError, validationFailed } from '../lib/app-error';
import { sitsExam } from './enrolments';
import { getExam } from './exams';

/** An exam's marks: the grid, saving it and publishing the results (the CSV import: exam-marks-csv.ts). */

/** Every student who sits the exam (enrolled by its date), with their marks so far (name order). */
export async function gridRows(conn: Conn, exam: Exam): Promise<MarkRow[]> {
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
    .where(and(eq(enrolments.courseId, exam.courseId), sitsExam(exam)))
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

export type MarkEntry = { enrolmentId: number; obtained: number | null; absent: boolean };

/** Who changes marks, for the audit row a change after publishing writes (issue 26, I1). */
export type MarksChanger = {
  userId: number | null;
  /** 'admin', or 'teacher' for marks a teacher entered (issue 21.1). */
  role?: string;
  username: string;
  ip: string;
  method: string;
  route: string;
  requestId: string;
};

/**
 * The exam, its row locked until the transaction ends: publishing, unpublishing and saving marks
 * of one exam run one at a time (two publishes at once do one thing; issue 26, I1).
 */
export async function lockedExam(tx: Conn, examId: number): Promise<Exam> {
  await tx.execute(sql`select id from exams where id = ${examId} for update`);
  return getExam(tx, examId);
}

/**
 * Writes the marks; on a published exam, also an audit row (`marks.after_publish`) saying how
 * many students' marks changed, in the same transaction: students see the change at once.
 */
export async function writeMarksAudited(
  tx: Conn,
  exam: Exam,
  entries: MarkEntry[],
  by: MarksChanger | undefined,
): Promise<void> {
  const before = exam.publishedAt ? await gridRows(tx, exam) : [];
  await writeMarks(tx, exam.id, entries);
  if (!exam.publishedAt || !by) return;
  const was = new Map(before.map((r) => [r.enrolmentId, r]));
  const changed = entries.filter((e) => {
    const old = was.get(e.enrolmentId);
    const obtained = e.absent ? null : e.obtained;
    return !old || old.absent !== e.absent || old.obtained !== obtained;
  });
  if (changed.length === 0) return;
  const ids = changed.map((e) => was.get(e.enrolmentId)?.studentId ?? String(e.enrolmentId));
  await tx.insert(auditLog).values({
    action: 'marks.after_publish',
    userId: by.userId,
    username: by.username,
    role: by.role ?? 'admin',
    ip: by.ip,
    method: by.method,
    route: by.route,
    // The students whose marks changed, by ID (cut to the column's sense of size).
    target: `id=${exam.id} students=${ids.join(',')}`.slice(0, 500),
    subject: `${exam.subject} (${exam.courseName})`,
    status: 200,
    requestId: by.requestId,
  });
}

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
export async function saveMarks(
  db: Db,
  examId: number,
  entries: MarkEntry[],
  by?: MarksChanger,
): Promise<MarksGrid> {
  return db.transaction(async (tx) => {
    const exam = await lockedExam(tx, examId);
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
    await writeMarksAudited(tx, exam, entries, by);
    return { exam, rows: await gridRows(tx, exam) };
  });
}

/**
 * Publishes the whole exam's results at once; every student must have marks or be absent. An
 * exam dated after today (in India) is refused with EXAM_NOT_HELD_YET unless `beforeExamDate`
 * confirms the paper was sat early (issue 27.10: results of a paper not yet held, "Absent" for
 * everyone, reached students unasked).
 */
export async function publishExam(
  db: Db,
  examId: number,
  options: { beforeExamDate?: boolean } = {},
): Promise<Exam> {
  return db.transaction(async (tx) => {
    const exam = await lockedExam(tx, examId);
    if (exam.publishedAt) throw appError('CONFLICT', examMessages.alreadyPublished);
    if (isAfterToday(exam.date) && !options.beforeExamDate) throw appError('EXAM_NOT_HELD_YET');
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
    await lockedExam(tx, examId);
    await tx.update(exams).set({ publishedAt: null }).where(eq(exams.id, examId));
    return getExam(tx, examId);
  });
}
