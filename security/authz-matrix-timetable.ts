import { createBatch } from '../src/server/data/batches';
import { createHoliday, createSlot } from '../src/server/data/slots';
import { createCourse } from '../src/server/seed/factories';
import { addDays } from '../src/shared/timetable';
import { get, json, next, type Row } from './authz-rows';
import { today } from './authz-spares';
import type { World } from './authz-world';

// The timetable's slots and holidays (issue 21.3, decision 062): each call that changes or
// deletes one gets a fresh batch on a course of its own, so no slot clashes with another row's.

const slotFields = () => ({
  weekday: 1 + (next() % 7),
  startsAt: '09:00',
  endsAt: '10:00',
  room: '',
  teacherId: null,
  subject: 'Authz subject',
});

async function spareBatch(w: World) {
  const course = await createCourse(w.t.db);
  const batch = await createBatch(w.t.db, {
    courseId: course.id,
    name: `Authz Slots ${next()}`,
    timing: 'morning',
    room: '',
    capacity: 30,
    startsOn: today,
    endsOn: null,
    teacherIds: [],
  });
  return batch.id;
}

const spareSlot = async (w: World) =>
  (await createSlot(w.t.db, await spareBatch(w), slotFields())).id;

/** A holiday on a day of its own, far from the others (one per call). */
const spareDay = () => addDays('2090-01-01', next());

export function adminTimetableRows(): Record<string, Row> {
  return {
    'GET /api/batches/:id/slots': {
      who: 'admin',
      req: async (w) => ({ url: `/api/batches/${await spareBatch(w)}/slots` }),
    },
    'POST /api/batches/:id/slots': {
      who: 'admin',
      req: async (w) => json(`/api/batches/${await spareBatch(w)}/slots`, slotFields()),
    },
    'PUT /api/slots/:id': {
      who: 'admin',
      req: async (w) => json(`/api/slots/${await spareSlot(w)}`, slotFields()),
    },
    'DELETE /api/slots/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/api/slots/${await spareSlot(w)}` }),
    },
    'GET /api/holidays': get('admin', '/api/holidays?year=2026'),
    'POST /api/holidays': {
      who: 'admin',
      req: () => json('/api/holidays', { on: spareDay(), name: `Authz holiday ${next()}` }),
    },
    'DELETE /api/holidays/:id': {
      who: 'admin',
      req: async (w) => {
        const holiday = await createHoliday(w.t.db, { on: spareDay(), name: 'Authz holiday' });
        return { url: `/api/holidays/${holiday.id}` };
      },
    },
  };
}
