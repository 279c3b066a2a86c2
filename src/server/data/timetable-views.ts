import { and, eq, gte, lte } from 'drizzle-orm';
import { istDate } from '#shared/ist.ts';
import { addDays, mondayOf, type WeekClass } from '#shared/timetable.ts';
import {
  timetableViewMessages as m,
  type WeekQuery,
  type WeekReply,
} from '#shared/timetable-views.ts';
import type { Conn, Db } from '../db/client';
import { teachers } from '../db/schema';
import {
  classCancellations,
  classRegisters,
  holidays,
  timetableSlots,
} from '../db/schema-timetable';
import { appError } from '../lib/app-error';
import { studentIdOfUser } from './student-portal';
import { classesBetween, type ClassScope } from './timetable-week';

// The week views (issue 21.3, decision 063): a week is its Monday and the six days after it, read
// through `classesBetween`; the admin calls one class off (with a reason) or restores it.

/** The week a day is in (none: this week in India), with its classes and holidays. */
export async function weekOf(conn: Conn, from: string | undefined, scope: ClassScope) {
  const monday = mondayOf(from ?? istDate(new Date()));
  const sunday = addDays(monday, 6);
  const [classes, closed] = await Promise.all([
    classesBetween(conn, monday, sunday, scope),
    conn
      .select({ on: holidays.on, name: holidays.name })
      .from(holidays)
      .where(and(gte(holidays.on, monday), lte(holidays.on, sunday)))
      .orderBy(holidays.on),
  ]);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return { from: monday, to: sunday, days, classes, holidays: closed } satisfies WeekReply;
}

/** The admin's week: one batch's, one teacher's, one room's, or (no filter) the academy's. */
export function adminWeek(conn: Conn, q: WeekQuery) {
  const scope: ClassScope =
    q.batchId !== undefined
      ? { batchId: q.batchId }
      : q.teacherId !== undefined
        ? { teacherId: q.teacherId }
        : q.room
          ? { room: q.room }
          : 'all';
  return weekOf(conn, q.from, scope);
}

/** The session's teacher's week; a teacher login with no teacher record is refused. */
export async function teacherWeek(conn: Conn, userId: number, from: string | undefined) {
  const [row] = await conn
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, userId))
    .limit(1);
  if (!row) throw appError('FORBIDDEN');
  return weekOf(conn, from, { teacherId: row.id });
}

/** The week of the batches the session's student is in (active enrolments). */
export async function studentWeek(conn: Conn, userId: number, from: string | undefined) {
  return weekOf(conn, from, { studentId: await studentIdOfUser(conn, userId) });
}

/** The class of a slot on a day, or a 404 saying the slot has no class then. */
async function classOf(conn: Conn, slotId: number, on: string): Promise<WeekClass> {
  const [found] = await classesBetween(conn, on, on, { slotId });
  if (!found) throw appError('NOT_FOUND', m.notAClass);
  return found;
}

/**
 * Calls one class off with a reason (a second call changes the reason). Refused on a holiday (no
 * class is held anyway) and once its attendance has been taken: a held class stays held. A past
 * class without a register may be cancelled (the office records one that did not take place).
 */
export async function cancelClass(db: Db, slotId: number, on: string, reason: string) {
  return db.transaction(async (tx) => {
    // The slot's row locked: a register written for this class meanwhile waits for this check.
    const [slot] = await tx
      .select({ id: timetableSlots.id })
      .from(timetableSlots)
      .where(eq(timetableSlots.id, slotId))
      .for('update');
    if (!slot) throw appError('NOT_FOUND', m.notAClass);
    const found = await classOf(tx, slotId, on);
    if (found.holiday !== null) throw appError('CONFLICT', m.holiday);
    const [register] = await tx
      .select({ id: classRegisters.id })
      .from(classRegisters)
      .where(and(eq(classRegisters.slotId, slotId), eq(classRegisters.on, on)))
      .limit(1);
    if (register) throw appError('CONFLICT', m.hasRegister);
    await tx
      .insert(classCancellations)
      .values({ slotId, on, reason })
      .onConflictDoUpdate({
        target: [classCancellations.slotId, classCancellations.on],
        set: { reason },
      });
    return { class: { ...found, cancelled: reason } };
  });
}

/** Restores a cancelled class (a class that is not cancelled is left as it is). */
export async function restoreClass(db: Db, slotId: number, on: string) {
  return db.transaction(async (tx) => {
    const found = await classOf(tx, slotId, on);
    await tx
      .delete(classCancellations)
      .where(and(eq(classCancellations.slotId, slotId), eq(classCancellations.on, on)));
    return { class: { ...found, cancelled: null } };
  });
}
