import { eq } from 'drizzle-orm';
import { createBatch } from '../src/server/data/batches';
import { enrolments } from '../src/server/db/schema';
import { createCourse, createStudent } from '../src/server/seed/factories';
import { get, json, next, type Row } from './authz-rows';
import { today } from './authz-spares';
import type { World } from './authz-world';

// Batches (issue 21.2, decision 059): each call that changes or deletes one gets a fresh batch on
// a course of its own, away from the courses the other rows enrol students in.

const batchFields = () => ({
  name: `Authz Batch ${next()}`,
  timing: 'morning' as const,
  room: 'Room 2',
  capacity: 30,
  startsOn: today,
});

async function spareBatch(w: World) {
  const course = await createCourse(w.t.db);
  const batch = await createBatch(w.t.db, {
    courseId: course.id,
    ...batchFields(),
    endsOn: null,
    teacherIds: [],
  });
  return { courseId: course.id, name: course.name, batchId: batch.id };
}

/** A running enrolment of a fresh student and an empty batch of its course. */
async function spareEnrolment(w: World) {
  const b = await spareBatch(w);
  const s = await createStudent(w.t.db, { courses: [b.name] });
  const [e] = await w.t.db.select().from(enrolments).where(eq(enrolments.studentId, s.id));
  return { enrolmentId: e!.id, batchId: b.batchId };
}

export function adminBatchRows(): Record<string, Row> {
  return {
    'GET /api/batches': get('admin', '/api/batches'),
    'POST /api/batches': {
      who: 'admin',
      req: async (w) =>
        json('/api/batches', { courseId: (await createCourse(w.t.db)).id, ...batchFields() }),
    },
    'PUT /api/batches/:id': {
      who: 'admin',
      req: async (w) => json(`/api/batches/${(await spareBatch(w)).batchId}`, batchFields()),
    },
    'DELETE /api/batches/:id': {
      who: 'admin',
      req: async (w) => ({ url: `/api/batches/${(await spareBatch(w)).batchId}` }),
    },
    'POST /api/enrolments/:id/batch': {
      who: 'admin',
      req: async (w) => {
        const e = await spareEnrolment(w);
        return json(`/api/enrolments/${e.enrolmentId}/batch`, {
          batchId: e.batchId,
          reason: 'Timing',
        });
      },
    },
    'GET /api/enrolments/:id/batch-moves': get(
      'admin',
      (w) => `/api/enrolments/${w.enrolmentA}/batch-moves`,
    ),
  };
}
