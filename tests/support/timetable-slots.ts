import type { Db } from '#server/db/client.ts';
import { timetableSlots } from '#server/db/schema-timetable.ts';

// Slots for the timetable tests (issue 21.3): written straight into timetable_slots, since the
// slot-editing calls are not part of the week views.

export type SlotFields = {
  batchId: number;
  weekday: number;
  startsAt?: string;
  endsAt?: string;
  room?: string;
  teacherId?: number | null;
  subject?: string;
  endsOn?: string | null;
};

/** A new slot (10:00–11:00 in Room 1, 'Theory', no teacher unless given): its id. */
export async function addSlot(db: Db, fields: SlotFields): Promise<number> {
  const [row] = await db
    .insert(timetableSlots)
    .values({
      startsAt: '10:00',
      endsAt: '11:00',
      room: 'Room 1',
      subject: 'Theory',
      teacherId: null,
      endsOn: null,
      ...fields,
    })
    .returning({ id: timetableSlots.id });
  return row!.id;
}
