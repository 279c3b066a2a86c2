// The results students and the office read: report cards of a course, a student's results and
// exams (the cards themselves are computed in result-cards.ts).
import { and, asc, eq } from 'drizzle-orm';
import { examMessages, type ExamType } from '#shared/exams.ts';
import type { ReportCard, StudentExam, CourseReportCards } from '#shared/exam-results.ts';
import type { Conn, Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { exams } from '../db/schema-exams';
import { appError } from '../lib/app-error';
import { sitsExam, takesCourse } from './enrolments';
import { currentGradeScale } from './grade-settings';
import { courseCards, type Course } from './result-cards';

async function findCourse(conn: Conn, courseId: number): Promise<Course> {
  const [course] = await conn.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw appError('NOT_FOUND', examMessages.courseNotFound);
  return course;
}

/** The session's student's enrolments that exams are for (never anyone else's). */
async function ownEnrolments(conn: Conn, userId: number) {
  return conn
    .select({ enrolmentId: enrolments.id, course: courses })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(students.userId, userId), takesCourse('record')))
    .orderBy(asc(courses.name));
}

/** Every report card of a course: one per student with published results (name order). */
export async function courseReportCards(db: Db, courseId: number): Promise<CourseReportCards> {
  return db.transaction(async (tx) => {
    const course = await findCourse(tx, courseId);
    const scale = await currentGradeScale(tx);
    const { all, reportCard } = await courseCards(tx, course, scale);
    return {
      course: { id: course.id, name: course.name, code: course.code },
      cards: all.map(reportCard).filter((c) => c.cards.length > 0),
    };
  });
}

/** The session's student's results in each of their courses. */
export async function studentResults(db: Db, userId: number): Promise<ReportCard[]> {
  return db.transaction(async (tx) => {
    const scale = await currentGradeScale(tx);
    const own = await ownEnrolments(tx, userId);
    const out: ReportCard[] = [];
    for (const { enrolmentId, course } of own) {
      const { all, reportCard } = await courseCards(tx, course, scale, enrolmentId);
      out.push(reportCard(all.find((t) => t.enrolmentId === enrolmentId)!));
    }
    return out;
  });
}

/** The session's student's report card in one course; 404 for a course that is not theirs. */
export async function studentReportCard(db: Db, userId: number, courseId: number) {
  return db.transaction(async (tx) => {
    const own = (await ownEnrolments(tx, userId)).find((o) => o.course.id === courseId);
    if (!own) throw appError('NOT_FOUND', examMessages.courseNotFound);
    const scale = await currentGradeScale(tx);
    const { all, reportCard } = await courseCards(tx, own.course, scale, own.enrolmentId);
    return reportCard(all.find((t) => t.enrolmentId === own.enrolmentId)!);
  });
}

/**
 * The session's student's exams of one type, by date: 'Pending' until published. Only the exams
 * they sit: one held before they enrolled is not theirs.
 */
export async function studentExams(db: Db, userId: number, type: ExamType): Promise<StudentExam[]> {
  const rows = await db
    .select({ exam: exams, courseName: courses.name })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .innerJoin(enrolments, eq(enrolments.courseId, exams.courseId))
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      and(
        eq(students.userId, userId),
        takesCourse('record'),
        sitsExam({ id: exams.id, date: exams.date }),
        eq(exams.type, type),
      ),
    )
    .orderBy(asc(exams.date), asc(exams.id));
  return rows.map(({ exam, courseName }) => ({
    id: exam.id,
    courseName,
    date: exam.date,
    subject: exam.subject,
    durationMinutes: exam.durationMinutes,
    totalMarks: exam.totalMarks,
    status: exam.publishedAt ? examMessages.published : examMessages.pending,
  }));
}
