import { asc, eq } from 'drizzle-orm';
import type { CourseOption, Teacher, TeacherInput } from '../../shared/teachers';
import type { Db } from '../db/client';
import { courses, teachers } from '../db/schema';

type TeacherRow = typeof teachers.$inferSelect;

const toTeacher = (r: TeacherRow): Teacher => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  gender: r.gender,
  courses: r.courses,
});

const toValues = (input: TeacherInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  gender: input.gender,
  courses: input.courses,
});

export async function listTeachers(db: Db): Promise<Teacher[]> {
  const rows = await db.select().from(teachers).orderBy(asc(teachers.id));
  return rows.map(toTeacher);
}

export async function insertTeacher(db: Db, input: TeacherInput): Promise<Teacher> {
  const [row] = await db.insert(teachers).values(toValues(input)).returning();
  return toTeacher(row!);
}

/** Returns the updated teacher, or undefined when no teacher has that id. */
export async function updateTeacher(
  db: Db,
  id: number,
  input: TeacherInput,
): Promise<Teacher | undefined> {
  const [row] = await db
    .update(teachers)
    .set(toValues(input))
    .where(eq(teachers.id, id))
    .returning();
  return row ? toTeacher(row) : undefined;
}

/** True when a teacher was deleted. */
export async function deleteTeacher(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(teachers).where(eq(teachers.id, id)).returning({ id: teachers.id });
  return rows.length > 0;
}

/** The simple course list of the teacher dialog: id and name, in catalogue order. */
export async function listCourseOptions(db: Db): Promise<CourseOption[]> {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .orderBy(asc(courses.sortOrder), asc(courses.id));
}
