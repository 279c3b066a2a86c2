import { timetableSlots } from '../src/server/db/schema-timetable';
import { weekdayOf } from '../src/shared/timetable';
import { get, json, type Row } from './authz-rows';
import { today } from './authz-spares';
import type { World } from './authz-world';

// The week views of the timetable (issue 21.3, decision 063): the admin's week and one class's
// cancellation, each call on a fresh slot of the world's teacher's batch that meets today; the
// teacher's and the student's own weeks.

async function spareClass(w: World) {
  const [slot] = await w.t.db
    .insert(timetableSlots)
    .values({
      batchId: w.teacherBatch.id,
      weekday: weekdayOf(today),
      startsAt: '07:00',
      endsAt: '08:00',
      subject: 'Authz',
    })
    .returning({ id: timetableSlots.id });
  return `/api/classes/${slot!.id}/${today}/cancellation`;
}

export function timetableWeekRows(): Record<string, Row> {
  return {
    'GET /api/timetable/week': get('admin', '/api/timetable/week'),
    'POST /api/classes/:slotId/:on/cancellation': {
      who: 'admin',
      req: async (w) => json(await spareClass(w), { reason: 'Authz' }),
    },
    'DELETE /api/classes/:slotId/:on/cancellation': {
      who: 'admin',
      req: async (w) => ({ url: await spareClass(w) }),
    },
    'GET /api/teacher/timetable': get('teacher', '/api/teacher/timetable'),
    'GET /api/student/timetable': get('student', '/api/student/timetable'),
  };
}
