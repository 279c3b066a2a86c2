import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { enrolments } from '#server/db/schema.ts';
import { attendanceMarks, classRegisters, timetableSlots } from '#server/db/schema-timetable.ts';
import { weekdayOf } from '#shared/timetable.ts';

// Registers and marks written straight into the tables (issue 21.4): the attendance report tests
// need them without the marking screens (another helper's) in the way.

/** A slot of the batch on the weekday of `on`, 10:00–11:00. */
export async function insertSlot(db: Db, batchId: number, on: string, startsAt = '10:00') {
  const [slot] = await db
    .insert(timetableSlots)
    .values({
      batchId,
      weekday: weekdayOf(on),
      startsAt,
      endsAt: `${String(Number(startsAt.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      room: 'Room 9',
      subject: 'Lesson',
    })
    .returning({ id: timetableSlots.id });
  return slot!.id;
}

/** The register of one class with the given marks (by enrolment id). */
export async function insertRegister(
  db: Db,
  slotId: number,
  on: string,
  marks: Record<number, 'present' | 'absent' | 'late' | 'excused'>,
) {
  const [register] = await db
    .insert(classRegisters)
    .values({ slotId, on })
    .returning({ id: classRegisters.id });
  const rows = Object.entries(marks).map(([enrolmentId, status]) => ({
    registerId: register!.id,
    enrolmentId: Number(enrolmentId),
    status,
  }));
  if (rows.length > 0) await db.insert(attendanceMarks).values(rows);
  return register!.id;
}

/** The enrolment of a student in the course (the first one). */
export async function enrolmentOf(db: Db, studentId: number) {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.studentId, studentId));
  return row!;
}
