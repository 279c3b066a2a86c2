import { eq } from 'drizzle-orm';
import { examMessages, type Exam, type MarksGrid } from '#shared/exams.ts';
import type { Conn, Db } from '../db/client';
import { batches, teacherCourses, teachers } from '../db/schema';
import { batchTeachers } from '../db/schema-batches';
import { examSettings } from '../db/schema-exams';
import { appError } from '../lib/app-error';
import {
  getMarksGrid,
  publishExam,
  saveMarks,
  type MarkEntry,
  type MarksChanger,
} from './exam-marks';
import { getExam, listExams } from './exams';

// A teacher's exams (issue 21.1, decision 067): the exams of the courses they teach, the
// courses the office gave them (teacher_courses) and the courses of their batches. They enter
// marks; they publish only when the admin allows it (exam_settings.teachers_publish).

/** The teacher record of a teacher's login; 403 when the login has none (it was unlinked). */
async function teacherOfUser(conn: Conn, userId: number): Promise<number> {
  const [row] = await conn
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, userId))
    .limit(1);
  if (!row) throw appError('FORBIDDEN');
  return row.id;
}

/** The ids of the courses the teacher teaches: given to them, or of a batch of theirs. */
export async function taughtCourseIds(conn: Conn, teacherId: number): Promise<Set<number>> {
  const given = await conn
    .select({ id: teacherCourses.courseId })
    .from(teacherCourses)
    .where(eq(teacherCourses.teacherId, teacherId));
  const ofBatches = await conn
    .select({ id: batches.courseId })
    .from(batchTeachers)
    .innerJoin(batches, eq(batches.id, batchTeachers.batchId))
    .where(eq(batchTeachers.teacherId, teacherId));
  return new Set([...given, ...ofBatches].flatMap((r) => (r.id === null ? [] : [r.id])));
}

/** Whether teachers may publish their courses' results (the admin's switch). */
export async function teachersMayPublish(conn: Conn): Promise<boolean> {
  const [row] = await conn
    .select({ on: examSettings.teachersPublish })
    .from(examSettings)
    .where(eq(examSettings.id, 1));
  return row?.on ?? false;
}

/** The admin's switch "Teachers may publish results". */
export async function setTeachersMayPublish(conn: Conn, on: boolean): Promise<boolean> {
  await conn
    .insert(examSettings)
    .values({ id: 1, teachersPublish: on, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: examSettings.id,
      set: { teachersPublish: on, updatedAt: new Date() },
    });
  return teachersMayPublish(conn);
}

/** `GET /api/teacher/exams`: the exams of the session's teacher's courses, by date. */
export async function myExams(db: Db, userId: number) {
  const ids = [...(await taughtCourseIds(db, await teacherOfUser(db, userId)))];
  const exams = ids.length === 0 ? [] : await listExams(db, ids);
  return { exams, teachersPublish: await teachersMayPublish(db) };
}

/** One exam of the teacher's courses; another course's (or none) is 404, telling nothing. */
async function myExam(conn: Conn, userId: number, examId: number): Promise<Exam> {
  const courses = await taughtCourseIds(conn, await teacherOfUser(conn, userId));
  const exam = await getExam(conn, examId).catch(() => undefined);
  if (!exam || !courses.has(exam.courseId)) throw appError('NOT_FOUND', examMessages.notFound);
  return exam;
}

export async function myMarksGrid(db: Db, userId: number, examId: number): Promise<MarksGrid> {
  await myExam(db, userId, examId);
  return getMarksGrid(db, examId);
}

export async function saveMyMarks(
  db: Db,
  userId: number,
  examId: number,
  entries: MarkEntry[],
  by: MarksChanger,
): Promise<MarksGrid> {
  await myExam(db, userId, examId);
  return saveMarks(db, examId, entries, by);
}

/** Publishes as the admin does, when the admin allows teachers to; else 409 (a state of the academy's settings, not the teacher's role). */
export async function publishMyExam(
  db: Db,
  userId: number,
  examId: number,
  options: { beforeExamDate?: boolean },
): Promise<Exam> {
  await myExam(db, userId, examId);
  if (!(await teachersMayPublish(db))) {
    throw appError('CONFLICT', examMessages.teachersMayNotPublish);
  }
  return publishExam(db, examId, options);
}
