import { asc, eq, inArray, sql } from 'drizzle-orm';
import { examMessages, type Exam, type ExamInput } from '#shared/exams.ts';
import type { Conn, Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { examMarks, exams } from '../db/schema-exams';
import { appError, fieldError } from '../lib/app-error';
import { sitsExam } from './enrolments';

type ExamRow = typeof exams.$inferSelect;

const examColumns = {
  exam: exams,
  courseName: courses.name,
  marked: sql<number>`(select count(*)::int from ${examMarks} where ${examMarks.examId} = ${exams.id})`,
  enrolled: sql<number>`(select count(*)::int from ${enrolments} join ${students} on ${students.id} = ${enrolments.studentId} where ${enrolments.courseId} = ${exams.courseId} and ${sitsExam({ id: exams.id, date: exams.date })})`,
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

/** Exams of one course, of some (a teacher's), or all, by date. */
export async function listExams(db: Db, courseId?: number | readonly number[]): Promise<Exam[]> {
  const where =
    courseId === undefined
      ? undefined
      : typeof courseId === 'number'
        ? eq(exams.courseId, courseId)
        : inArray(exams.courseId, [...courseId]);
  const rows = await db
    .select(examColumns)
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(where)
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
