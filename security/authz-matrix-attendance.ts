import { istDate } from '../src/shared/ist';
import { weekdayOf } from '../src/shared/timetable';
import { timetableSlots } from '../src/server/db/schema-timetable';
import { get, json, type Row } from './authz-rows';
import type { World } from './authz-world';

// Marking attendance (issue 21.4): each call gets a fresh slot of the world's teacher on today's
// weekday, in the teacher's batch (no students: the whole sheet is an empty list of marks).

async function todaysClass(w: World) {
  const on = istDate(new Date());
  const [slot] = await w.t.db
    .insert(timetableSlots)
    .values({
      batchId: w.teacherBatch.id,
      weekday: weekdayOf(on),
      startsAt: '09:00',
      endsAt: '10:00',
      teacherId: w.teacherUser.id,
      subject: 'Authz',
    })
    .returning({ id: timetableSlots.id });
  return `${slot!.id}/${on}`;
}

export function attendanceRows(): Record<string, Row> {
  return {
    'GET /api/teacher/classes': get('teacher', '/api/teacher/classes'),
    'GET /api/teacher/classes/:slotId/:on/register': {
      who: 'teacher',
      req: async (w) => ({ url: `/api/teacher/classes/${await todaysClass(w)}/register` }),
    },
    'PUT /api/teacher/classes/:slotId/:on/register': {
      who: 'teacher',
      req: async (w) =>
        json(`/api/teacher/classes/${await todaysClass(w)}/register`, { marks: [] }),
    },
    'GET /api/classes/:slotId/:on/register': {
      who: 'admin',
      req: async (w) => ({ url: `/api/classes/${await todaysClass(w)}/register` }),
    },
    'PUT /api/classes/:slotId/:on/register': {
      who: 'admin',
      req: async (w) => json(`/api/classes/${await todaysClass(w)}/register`, { marks: [] }),
    },
  };
}
