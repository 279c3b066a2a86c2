import type { Db } from '#server/db/client.ts';
import { classCancellations, holidays, timetableSlots } from '#server/db/schema-timetable.ts';

// Timetable rows written straight to the database, for tests that read classes (the calendar
// feed) while the slot routes are built elsewhere.

export async function addSlot(
  db: Db,
  slot: {
    batchId: number;
    weekday: number;
    startsAt: string;
    endsAt: string;
    room?: string;
    teacherId?: number | null;
    subject?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(timetableSlots)
    .values({ room: '', subject: '', teacherId: null, ...slot })
    .returning({ id: timetableSlots.id });
  return row!.id;
}

export async function cancelClass(db: Db, slotId: number, on: string, reason: string) {
  await db.insert(classCancellations).values({ slotId, on, reason });
}

export async function addHoliday(db: Db, on: string, name: string) {
  await db.insert(holidays).values({ on, name }).onConflictDoNothing();
}
