import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { istDate } from '#shared/ist.ts';
import {
  fill,
  holidayMessages,
  slotMessages,
  type Holiday,
  type HolidayInput,
  type Slot,
  type SlotDeleteReply,
  type SlotInput,
} from '#shared/timetable-slots.ts';
import type { Conn, Db, Tx } from '../db/client';
import { batches, teachers } from '../db/schema';
import { classRegisters, holidays, timetableSlots } from '../db/schema-timetable';
import { isUniqueViolation, pgCodes, pgError } from '../db/pg-error';
import { appError, fieldError } from '../lib/app-error';
import { lockWeekdays, refuseClash } from './slot-clashes';

// A batch's weekly slots and the academy's holidays (issue 21.3, decision 062): the admin's list,
// add, change and delete. Every save takes its weekday's lock and then checks for clashes, so two
// clashing saves made at once never both succeed.

const hhmm = (t: AnyPgColumn) => sql<string>`to_char(${t}, 'HH24:MI')`;
const today = () => istDate(new Date());

/** SQL: the slot still runs (no end, or an end after today). */
const running = (day: string) => or(isNull(timetableSlots.endsOn), gt(timetableSlots.endsOn, day));

async function slotRows(conn: Conn, where: ReturnType<typeof and>): Promise<Slot[]> {
  return conn
    .select({
      id: timetableSlots.id,
      batchId: timetableSlots.batchId,
      weekday: timetableSlots.weekday,
      startsAt: hhmm(timetableSlots.startsAt),
      endsAt: hhmm(timetableSlots.endsAt),
      room: timetableSlots.room,
      teacherId: timetableSlots.teacherId,
      teacher: sql<
        string | null
      >`case when ${teachers.id} is null then null else trim(${teachers.firstName} || ' ' || ${teachers.lastName}) end`,
      subject: timetableSlots.subject,
    })
    .from(timetableSlots)
    .leftJoin(teachers, eq(teachers.id, timetableSlots.teacherId))
    .where(where)
    .orderBy(asc(timetableSlots.weekday), asc(timetableSlots.startsAt), asc(timetableSlots.id));
}

async function batchDates(conn: Conn, id: number) {
  const [batch] = await conn
    .select({ startsOn: batches.startsOn, endsOn: batches.endsOn })
    .from(batches)
    .where(eq(batches.id, id));
  return batch;
}

/** The running slots of batch `id`, Monday first, then by time (404 when there is no batch). */
export async function listSlots(db: Db, batchId: number): Promise<Slot[]> {
  if (!(await batchDates(db, batchId))) throw appError('NOT_FOUND');
  return slotRows(db, and(eq(timetableSlots.batchId, batchId), running(today())));
}

async function checkTeacher(tx: Tx, teacherId: number | null): Promise<void> {
  if (teacherId === null) return;
  const [found] = await tx
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.id, teacherId))
    .for('share');
  if (!found) throw fieldError('VALIDATION_FAILED', 'teacherId', slotMessages.chooseTeacher);
}

const fieldsOf = (s: SlotInput) => ({
  weekday: s.weekday,
  startsAt: s.startsAt,
  endsAt: s.endsAt,
  room: s.room,
  teacherId: s.teacherId,
  subject: s.subject,
});

/** A teacher deleted between the check and the write. */
function fromConstraint(err: unknown): unknown {
  const e = pgError(err);
  if (e?.code === pgCodes.foreignKeyViolation && e.constraint?.includes('teacher')) {
    return fieldError('VALIDATION_FAILED', 'teacherId', slotMessages.chooseTeacher);
  }
  return err;
}

/** Adds a weekly slot to batch `batchId`, refused when it clashes (`POST /api/batches/:id/slots`). */
export async function createSlot(db: Db, batchId: number, input: SlotInput): Promise<Slot> {
  try {
    return await db.transaction(async (tx) => {
      await lockWeekdays(tx, [input.weekday]);
      const batch = await batchDates(tx, batchId);
      if (!batch) throw appError('NOT_FOUND');
      await checkTeacher(tx, input.teacherId);
      await refuseClash(tx, {
        ...input,
        batchId,
        slotId: null,
        batchStartsOn: batch.startsOn,
        batchEndsOn: batch.endsOn,
        today: today(),
      });
      const [row] = await tx
        .insert(timetableSlots)
        .values({ batchId, ...fieldsOf(input) })
        .returning({ id: timetableSlots.id });
      return (await slotRows(tx, eq(timetableSlots.id, row!.id)))[0]!;
    });
  } catch (err) {
    throw fromConstraint(err);
  }
}

/** Changes a running slot (its batch stays), refused when it clashes (`PUT /api/slots/:id`). */
export async function updateSlot(db: Db, id: number, input: SlotInput): Promise<Slot> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          weekday: timetableSlots.weekday,
          batchId: timetableSlots.batchId,
          endsOn: timetableSlots.endsOn,
        })
        .from(timetableSlots)
        .where(eq(timetableSlots.id, id));
      if (!before) throw appError('NOT_FOUND');
      await lockWeekdays(tx, [before.weekday, input.weekday]);
      const [slot] = await tx
        .select({ batchId: timetableSlots.batchId, endsOn: timetableSlots.endsOn })
        .from(timetableSlots)
        .where(eq(timetableSlots.id, id))
        .for('update');
      if (!slot) throw appError('NOT_FOUND');
      const day = today();
      if (slot.endsOn !== null && slot.endsOn <= day) {
        throw appError('CONFLICT', slotMessages.slotEnded);
      }
      const batch = (await batchDates(tx, slot.batchId))!;
      await checkTeacher(tx, input.teacherId);
      await refuseClash(tx, {
        ...input,
        batchId: slot.batchId,
        slotId: id,
        batchStartsOn: batch.startsOn,
        batchEndsOn: batch.endsOn,
        today: day,
      });
      await tx.update(timetableSlots).set(fieldsOf(input)).where(eq(timetableSlots.id, id));
      return (await slotRows(tx, eq(timetableSlots.id, id)))[0]!;
    });
  } catch (err) {
    throw fromConstraint(err);
  }
}

/**
 * Deletes a slot; one with attendance registers is ended instead (from today, IST), so the
 * registers keep naming it. The slot's row is locked first: a register being written for it waits,
 * and so cannot appear between the check and the delete.
 */
export async function deleteSlot(db: Db, id: number): Promise<SlotDeleteReply> {
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ endsOn: timetableSlots.endsOn })
      .from(timetableSlots)
      .where(eq(timetableSlots.id, id))
      .for('update');
    if (!slot) throw appError('NOT_FOUND');
    const [register] = await tx
      .select({ id: classRegisters.id })
      .from(classRegisters)
      .where(eq(classRegisters.slotId, id))
      .limit(1);
    if (!register) {
      await tx.delete(timetableSlots).where(eq(timetableSlots.id, id));
      return { ok: true as const, outcome: 'deleted' as const, endsOn: null };
    }
    const day = today();
    const endsOn = slot.endsOn !== null && slot.endsOn < day ? slot.endsOn : day;
    await tx.update(timetableSlots).set({ endsOn }).where(eq(timetableSlots.id, id));
    return { ok: true as const, outcome: 'ended' as const, endsOn };
  });
}

/** One year's holidays, by date. */
export async function listHolidays(db: Db, year: number): Promise<Holiday[]> {
  return db
    .select({ id: holidays.id, on: holidays.on, name: holidays.name })
    .from(holidays)
    .where(
      and(sql`${holidays.on} >= ${`${year}-01-01`}`, sql`${holidays.on} <= ${`${year}-12-31`}`),
    )
    .orderBy(asc(holidays.on));
}

/** Adds a holiday; a day that has one already is refused, naming it. */
export async function createHoliday(db: Db, input: HolidayInput): Promise<Holiday> {
  try {
    const [row] = await db
      .insert(holidays)
      .values({ on: input.on, name: input.name })
      .returning({ id: holidays.id, on: holidays.on, name: holidays.name });
    return row!;
  } catch (err) {
    if (!isUniqueViolation(err, 'holidays_on_key')) throw err;
    const [taken] = await db
      .select({ name: holidays.name })
      .from(holidays)
      .where(eq(holidays.on, input.on));
    const text = fill(holidayMessages.dayTaken, { day: input.on, name: taken?.name ?? '' });
    throw fieldError('CONFLICT', 'on', text);
  }
}

export async function deleteHoliday(db: Db, id: number): Promise<void> {
  const gone = await db.delete(holidays).where(eq(holidays.id, id)).returning({ id: holidays.id });
  if (gone.length === 0) throw appError('NOT_FOUND');
}
