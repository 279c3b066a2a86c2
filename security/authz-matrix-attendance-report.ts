import { createBatch } from '../src/server/data/batches';
import { createCourse } from '../src/server/seed/factories';
import { get, json, type Row } from './authz-rows';
import { today } from './authz-spares';
import type { World } from './authz-world';

// Attendance reports and the threshold (issue 21.4, decision 065): the office's calls read a
// fresh batch; the student's own page names no one (the session is the student).

async function reportUrl(w: World, csv: boolean) {
  const course = await createCourse(w.t.db);
  const batch = await createBatch(w.t.db, {
    courseId: course.id,
    name: 'Authz attendance',
    timing: 'morning',
    room: 'Room 3',
    capacity: 30,
    startsOn: today,
    endsOn: null,
    teacherIds: [],
  });
  return `/api/attendance/report${csv ? '.csv' : ''}?batchId=${batch.id}&month=${today.slice(0, 7)}`;
}

export function attendanceReportRows(): Record<string, Row> {
  return {
    'GET /api/settings/attendance': get('admin', '/api/settings/attendance'),
    'PUT /api/settings/attendance': {
      who: 'admin',
      req: () => json('/api/settings/attendance', { threshold: 75 }),
    },
    'GET /api/attendance/report': {
      who: 'admin',
      req: async (w) => ({ url: await reportUrl(w, false) }),
    },
    'GET /api/attendance/report.csv': {
      who: 'admin',
      req: async (w) => ({ url: await reportUrl(w, true) }),
    },
    'GET /api/students/:id/attendance': get(
      'admin',
      (w) => `/api/students/${w.t.studentA.student.id}/attendance`,
    ),
    'GET /api/student/attendance': get('student', '/api/student/attendance'),
  };
}
