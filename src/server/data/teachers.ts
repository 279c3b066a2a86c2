import { asc, eq, sql } from 'drizzle-orm';
import {
  teacherMessages,
  type CourseOption,
  type Teacher,
  type TeacherInput,
} from '#shared/teachers.ts';
import type { Conn, Db } from '../db/client';
import { courses, teacherCourses, teachers, users } from '../db/schema';
import { appError } from '../lib/app-error';
import { resolveCourseNames } from './enrolments';

/**
 * The spec's `courses` string, produced here at the edge: the current name of each course the
 * teacher teaches (or the name kept for one that matched no course), in the order given.
 */
const courseNames = sql<string>`coalesce((
  select string_agg(coalesce(c.name, tc.legacy_course_name), ', ' order by tc.id)
  from teacher_courses tc left join courses c on c.id = tc.course_id
  where tc.teacher_id = teachers.id), '')`;

const columns = {
  id: teachers.id,
  first_name: teachers.firstName,
  last_name: teachers.lastName,
  gender: teachers.gender,
  courses: courseNames,
  login_id: sql<string | null>`(select u.username from users u where u.id = teachers.user_id)`,
};

export async function listTeachers(db: Db): Promise<Teacher[]> {
  return db.select(columns).from(teachers).orderBy(asc(teachers.id));
}

async function findTeacher(conn: Conn, id: number): Promise<Teacher> {
  const [row] = await conn.select(columns).from(teachers).where(eq(teachers.id, id)).limit(1);
  if (!row) throw appError('NOT_FOUND', teacherMessages.notFound);
  return row;
}

const values = (input: TeacherInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  gender: input.gender,
});

/** The teacher form names one course from the list; another name is a field error. */
async function assignCourse(conn: Conn, teacherId: number, name: string) {
  const ids = await resolveCourseNames(conn, [name], {
    field: 'courses',
    message: teacherMessages.unknownCourse,
  });
  await conn.delete(teacherCourses).where(eq(teacherCourses.teacherId, teacherId));
  await conn.insert(teacherCourses).values(ids.map((courseId) => ({ teacherId, courseId })));
}

export async function insertTeacher(db: Db, input: TeacherInput): Promise<Teacher> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(teachers).values(values(input)).returning({ id: teachers.id });
    await assignCourse(tx, row!.id, input.courses);
    return findTeacher(tx, row!.id);
  });
}

export async function updateTeacher(db: Db, id: number, input: TeacherInput): Promise<Teacher> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(teachers)
      .set(values(input))
      .where(eq(teachers.id, id))
      .returning({ id: teachers.id });
    if (!row) throw appError('NOT_FOUND', teacherMessages.notFound);
    await assignCourse(tx, id, input.courses);
    return findTeacher(tx, id);
  });
}

/** Deletes a teacher with their course assignments and their login (its sessions end). */
export async function deleteTeacher(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .delete(teachers)
      .where(eq(teachers.id, id))
      .returning({ id: teachers.id, userId: teachers.userId });
    if (rows.length === 0) throw appError('NOT_FOUND', teacherMessages.notFound);
    const userId = rows[0]!.userId;
    if (userId) await tx.delete(users).where(eq(users.id, userId));
  });
}

/** The simple course list of the teacher dialog: id and name, in catalogue order. */
export async function listCourseOptions(db: Db): Promise<CourseOption[]> {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .orderBy(asc(courses.sortOrder), asc(courses.id));
}
