import { get, json, type Row } from './authz-rows';
import { createExam } from '../src/server/data/exams';
import { examBody, today } from './authz-spares';
import type { World } from './authz-world';

// Teacher accounts (issue 21.1): the teacher's login, the admin's "Give login" and the teacher
// portal, whose batch is one the world's teacher is named in.

/** A fresh exam of the course the world's teacher teaches (their batch's course). */
async function ownExam(w: World): Promise<number> {
  const body = { ...examBody(w.teacherBatch.courseId), date: today };
  return (await createExam(w.t.db, body as Parameters<typeof createExam>[1])).id;
}

export function teacherRows(): Record<string, Row> {
  return {
    'POST /auth/teacher/login': {
      who: 'public',
      req: (w) =>
        json('/auth/teacher/login', {
          loginId: w.teacherUser.user.username,
          password: 'teacher-password',
        }),
    },
    // A fresh teacher each time: the world's teacher keeps the password the suite logs in with.
    'POST /api/teachers/:id/login': {
      who: 'admin',
      req: async (w) => ({ url: `/api/teachers/${await w.spare.teacher()}/login` }),
    },
    'GET /api/teacher/profile': get('teacher', '/api/teacher/profile'),
    'GET /api/teacher/batches': get('teacher', '/api/teacher/batches'),
    'GET /api/teacher/batches/:id': get(
      'teacher',
      (w) => `/api/teacher/batches/${w.teacherBatch.id}`,
    ),
    // Calendar feeds (issue 21.3, decision 068): each user's own; the public feed needs its secret.
    'GET /api/calendar-feed': get('user', '/api/calendar-feed'),
    'POST /api/calendar-feed': { who: 'user', req: () => ({ url: '/api/calendar-feed' }) },
    'DELETE /api/calendar-feed': { who: 'user', req: () => ({ url: '/api/calendar-feed' }) },
    'GET /calendar/:file': {
      who: { anonymous: 404, studentA: 404, studentB: 404, admin: 404, teacher: 404 },
      req: () => ({ url: `/calendar/${'A'.repeat(43)}.ics` }),
    },
    // Teachers' exams (decision 067): an exam of another course is 404 to the teacher.
    'GET /api/teacher/exams': get('teacher', '/api/teacher/exams'),
    'GET /api/teacher/exams/:id/marks': {
      who: 'teacher',
      req: async (w) => ({ url: `/api/teacher/exams/${await ownExam(w)}/marks` }),
    },
    'PUT /api/teacher/exams/:id/marks': {
      who: 'teacher',
      req: async (w) => json(`/api/teacher/exams/${await ownExam(w)}/marks`, { marks: [] }),
    },
    // Publishing is the office's until it lets teachers (exam_settings.teachers_publish).
    'POST /api/teacher/exams/:id/publish': {
      who: { anonymous: 401, studentA: 403, studentB: 403, admin: 403, teacher: 409 },
      req: async (w) => json(`/api/teacher/exams/${await ownExam(w)}/publish`, {}),
    },
  };
}
