import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { StudentCourse, StudentDetails } from '#shared/account.ts';
import { uploadUrl } from '#shared/courses.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Conn, Db } from '../db/client';
import { courses, enrolments, students, teacherCourses, teachers } from '../db/schema';
import { appError } from '../lib/app-error';
import { imageUrl } from './catalogue';
import { loadCourseTranslations } from './course-translations';
import { enrolmentCounts, takesCourse } from './enrolments';

/**
 * The student portal's reads. Every function takes the session's user id and finds the student
 * record from it, so a student can only ever reach their own rows.
 */

async function studentRowOf(conn: Conn, userId: number) {
  const [row] = await conn
    .select()
    .from(students)
    .where(and(eq(students.userId, userId), eq(students.status, 'active')))
    .limit(1);
  if (!row) throw appError('NOT_FOUND');
  return row;
}

/** The id of the session user's student record (404 when there is none). */
export async function studentIdOfUser(conn: Conn, userId: number): Promise<number> {
  return (await studentRowOf(conn, userId)).id;
}

/**
 * The student's enrolled courses (not dropped), with their teachers, in enrolment order; name,
 * duration and timings in `language` where the course has words for them (else English).
 */
export async function listStudentCourses(
  db: Db,
  userId: number,
  language: AppLocale = 'en',
): Promise<StudentCourse[]> {
  const student = await studentRowOf(db, userId);
  const rows = await db
    .select({ course: courses, status: enrolments.status })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.studentId, student.id), enrolmentCounts('record')))
    .orderBy(asc(enrolments.id));
  const ids = rows.map((r) => r.course.id);
  const taught =
    ids.length === 0
      ? []
      : await db
          .select({
            courseId: teacherCourses.courseId,
            name: sql<string>`trim(${teachers.firstName} || ' ' || ${teachers.lastName})`,
          })
          .from(teacherCourses)
          .innerJoin(teachers, eq(teachers.id, teacherCourses.teacherId))
          .where(inArray(teacherCourses.courseId, ids))
          .orderBy(asc(teachers.firstName), asc(teachers.id));
  const words = language === 'en' ? new Map() : await loadCourseTranslations(db, ids);
  return rows.map(({ course, status }) => {
    const own = language === 'en' ? undefined : words.get(course.id)?.[language];
    return {
      id: course.id,
      name: own?.name || course.name,
      code: course.code,
      slug: course.slug,
      duration: own?.duration || course.duration,
      timings: own?.timings || course.timings,
      image: imageUrl(course),
      presentation: course.presentationPath ? uploadUrl(course.presentationPath) : null,
      teachers: taught.filter((t) => t.courseId === course.id).map((t) => t.name),
      status,
    };
  });
}

/** The student's own record, read-only (no password, no education details). */
export async function findStudentDetails(db: Db, userId: number): Promise<StudentDetails> {
  const row = await studentRowOf(db, userId);
  const names = await db
    .select({ name: courses.name })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.studentId, row.id), enrolmentCounts('record')))
    .orderBy(asc(enrolments.id));
  return {
    studentId: row.studentId,
    firstName: row.firstName,
    lastName: row.lastName,
    fatherName: row.fatherName,
    motherName: row.motherName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    address: row.address,
    permanentAddress: row.sameAsPermanentAddress ? row.address : row.permanentAddress,
    preferredTiming: row.preferredTiming,
    courses: names.map((n) => n.name),
    joinedOn: row.createdAt.toISOString(),
  };
}

/**
 * Whether this user may download the presentation stored under `name`: a student enrolled (not
 * dropped) in its course. Admins are checked by the route.
 */
export async function studentMayDownload(db: Db, userId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      and(
        eq(courses.presentationPath, name),
        isNotNull(students.userId),
        eq(students.userId, userId),
        takesCourse('record'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
