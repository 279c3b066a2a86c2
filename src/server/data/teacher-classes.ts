import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { TeacherClass } from '#shared/attendance.ts';
import { istDate } from '#shared/ist.ts';
import { addDays } from '#shared/timetable.ts';
import type { Conn, Db } from '../db/client';
import { teachers } from '../db/schema';
import { classRegisters } from '../db/schema-timetable';
import { appError } from '../lib/app-error';
import { classesBetween } from './timetable-week';

// A teacher's classes for marking (issue 21.4, decision 064): who the login is as a teacher, the
// classes of a span of days with when each register was saved, and the span the Attendance page
// lists. The sheets themselves are read and saved in attendance.ts.

/** A teacher marking: they see and save only their own classes, until the day ends. */
export type TeacherMarker = { role: 'teacher'; userId: number; teacherId: number };

const today = () => istDate(new Date());

/** The teacher record of a teacher's login; 403 when the login has none (it was unlinked). */
export async function teacherMarker(conn: Conn, userId: number): Promise<TeacherMarker> {
  const [row] = await conn
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, userId))
    .limit(1);
  if (!row) throw appError('FORBIDDEN');
  return { role: 'teacher', userId, teacherId: row.id };
}

/** The teacher's classes from `from` to `to`, each with when its register was saved. */
export async function teacherClasses(
  db: Db,
  teacherId: number,
  from: string,
  to: string,
): Promise<TeacherClass[]> {
  const classes = await classesBetween(db, from, to, { teacherId });
  if (classes.length === 0) return [];
  const saved = await db
    .select({ slotId: classRegisters.slotId, on: classRegisters.on, at: classRegisters.updatedAt })
    .from(classRegisters)
    .where(
      and(
        inArray(classRegisters.slotId, [...new Set(classes.map((c) => c.slotId))]),
        gte(classRegisters.on, from),
        lte(classRegisters.on, to),
      ),
    );
  const at = new Map(saved.map((r) => [`${r.slotId}/${r.on}`, r.at.toISOString()]));
  return classes.map((c) => ({ ...c, markedAt: at.get(`${c.slotId}/${c.on}`) ?? null }));
}

/** The days the teacher's Attendance page lists: the `days` before `on`, and `on`. */
export function spanOf(on: string | undefined, days: number) {
  const to = on ?? today();
  return { today: today(), from: addDays(to, -days), to };
}
