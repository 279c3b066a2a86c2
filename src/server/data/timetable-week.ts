import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays, weekdayOf, type WeekClass } from '#shared/timetable.ts';
import type { Conn } from '../db/client';
import { batches, courses, enrolments, teachers } from '../db/schema';
import { classCancellations, holidays, timetableSlots } from '../db/schema-timetable';

// The classes between two days (decision 061): every slot of the batches in scope, on each date of
// its weekday while its batch runs and before the slot ends, with the cancellations and holidays
// that take a class away. Classes are computed, never stored; the timetable views, the teacher's
// day, attendance and the calendar feeds all read them here.

/** Whose classes: one batch's, one teacher's, one room's, one student's, or the academy's. */
export type ClassScope =
  | { batchId: number }
  | { teacherId: number }
  | { room: string }
  | { studentId: number }
  | { slotId: number }
  | 'all';

const hhmm = (t: AnyPgColumn) => sql<string>`to_char(${t}, 'HH24:MI')`;

function scopeWhere(scope: ClassScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if ('batchId' in scope) return eq(timetableSlots.batchId, scope.batchId);
  if ('teacherId' in scope) return eq(timetableSlots.teacherId, scope.teacherId);
  if ('room' in scope) return sql`lower(${timetableSlots.room}) = lower(${scope.room})`;
  if ('slotId' in scope) return eq(timetableSlots.id, scope.slotId);
  return inArray(
    timetableSlots.batchId,
    sql`(select ${enrolments.batchId} from ${enrolments}
          where ${enrolments.studentId} = ${scope.studentId} and ${enrolments.status} = 'active'
            and ${enrolments.batchId} is not null)`,
  );
}

/** The classes from `from` to `to` (both 'yyyy-mm-dd', inclusive), in order of day and time. */
export async function classesBetween(
  conn: Conn,
  from: string,
  to: string,
  scope: ClassScope,
): Promise<WeekClass[]> {
  const slots = await conn
    .select({
      slotId: timetableSlots.id,
      weekday: timetableSlots.weekday,
      startsAt: hhmm(timetableSlots.startsAt),
      endsAt: hhmm(timetableSlots.endsAt),
      slotEndsOn: timetableSlots.endsOn,
      batchId: batches.id,
      batch: batches.name,
      batchStartsOn: batches.startsOn,
      batchEndsOn: batches.endsOn,
      courseId: courses.id,
      course: courses.name,
      room: timetableSlots.room,
      teacherId: timetableSlots.teacherId,
      teacher: sql<
        string | null
      >`case when ${teachers.id} is null then null else trim(${teachers.firstName} || ' ' || ${teachers.lastName}) end`,
      subject: timetableSlots.subject,
    })
    .from(timetableSlots)
    .innerJoin(batches, eq(batches.id, timetableSlots.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(teachers, eq(teachers.id, timetableSlots.teacherId))
    .where(
      and(
        scopeWhere(scope),
        lte(batches.startsOn, to),
        or(isNull(batches.endsOn), gte(batches.endsOn, from)),
        or(isNull(timetableSlots.endsOn), sql`${timetableSlots.endsOn} > ${from}`),
      ),
    )
    .orderBy(
      asc(timetableSlots.startsAt),
      asc(courses.name),
      asc(batches.name),
      asc(timetableSlots.id),
    );
  if (slots.length === 0) return [];

  // What takes a class away, in one round trip: the slots' cancellations and the holidays.
  const away = await conn
    .select({
      slotId: sql<number | null>`${classCancellations.slotId}`,
      on: classCancellations.on,
      why: classCancellations.reason,
    })
    .from(classCancellations)
    .where(
      and(
        inArray(
          classCancellations.slotId,
          slots.map((s) => s.slotId),
        ),
        gte(classCancellations.on, from),
        lte(classCancellations.on, to),
      ),
    )
    .unionAll(
      conn
        .select({ slotId: sql<number | null>`null::integer`, on: holidays.on, why: holidays.name })
        .from(holidays)
        .where(and(gte(holidays.on, from), lte(holidays.on, to))),
    );
  const reasons = new Map(
    away.filter((a) => a.slotId !== null).map((c) => [`${c.slotId}/${c.on}`, c.why]),
  );
  const holidayOn = new Map(away.filter((a) => a.slotId === null).map((h) => [h.on, h.why]));

  const out: WeekClass[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    for (const s of slots) {
      if (s.weekday !== weekday || day < s.batchStartsOn) continue;
      if (s.batchEndsOn !== null && day > s.batchEndsOn) continue;
      if (s.slotEndsOn !== null && day >= s.slotEndsOn) continue;
      out.push({
        slotId: s.slotId,
        on: day,
        weekday,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        batchId: s.batchId,
        batch: s.batch,
        courseId: s.courseId,
        course: s.course,
        room: s.room,
        teacherId: s.teacherId,
        teacher: s.teacher,
        subject: s.subject,
        cancelled: reasons.get(`${s.slotId}/${day}`) ?? null,
        holiday: holidayOn.get(day) ?? null,
      });
    }
  }
  return out;
}
