import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classParams,
  classesQuerySchema,
  registerInputSchema,
  registerSchema,
  teacherClassesSchema,
} from '#shared/attendance.ts';
import { profileReplySchema } from '#shared/auth.ts';
import {
  marksGridSchema,
  marksInputSchema,
  publishExamSchema,
  examSchema,
  teacherExamsSchema,
} from '#shared/exams.ts';
import { teacherBatchReplySchema, teacherBatchesReplySchema } from '#shared/teacher-portal.ts';
import { readRegister, saveRegister } from '#server/data/attendance.ts';
import { spanOf, teacherClasses, teacherMarker } from '#server/data/teacher-classes.ts';
import { myBatch, myBatches } from '#server/data/teacher-accounts.ts';
import { auditContext } from '../admin/attendance';
import { myExams, myMarksGrid, publishMyExam, saveMyMarks } from '#server/data/teacher-exams.ts';
import { idParams } from '#server/lib/route-schemas.ts';
import { requireRole, sessionUser, sessionUserId } from '#server/plugins/session.ts';
import { teacherTimetableRoutes } from './timetable';

/**
 * Every teacher-portal call (issue 21.1): the guard is registered once here and covers the whole
 * area. Each call reads the session's teacher, never a teacher id from the request.
 */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  // About people (the students' phones): never stored.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/teacher/profile',
    { schema: { response: { 200: profileReplySchema } } },
    async (request) => ({ user: sessionUser(request) }),
  );

  app.get(
    '/api/teacher/batches',
    { schema: { response: { 200: teacherBatchesReplySchema } } },
    async (request) => ({ batches: await myBatches(app.db, sessionUserId(request)) }),
  );

  app.get(
    '/api/teacher/batches/:id',
    { schema: { params: idParams, response: { 200: teacherBatchReplySchema } } },
    async (request) => myBatch(app.db, sessionUserId(request), request.params.id),
  );

  // Attendance (issue 21.4): the teacher's classes of a day (or the days before it too), and the
  // sheet of one of them, saved until the class's day ends in India.
  app.get(
    '/api/teacher/classes',
    { schema: { querystring: classesQuerySchema, response: { 200: teacherClassesSchema } } },
    async (request) => {
      const marker = await teacherMarker(app.db, sessionUserId(request));
      const span = spanOf(request.query.on, request.query.days);
      return {
        today: span.today,
        classes: await teacherClasses(app.db, marker.teacherId, span.from, span.to),
      };
    },
  );

  app.get(
    '/api/teacher/classes/:slotId/:on/register',
    { schema: { params: classParams, response: { 200: registerSchema } } },
    async (request) =>
      readRegister(
        app.db,
        await teacherMarker(app.db, sessionUserId(request)),
        request.params.slotId,
        request.params.on,
      ),
  );

  app.put(
    '/api/teacher/classes/:slotId/:on/register',
    {
      schema: { params: classParams, body: registerInputSchema, response: { 200: registerSchema } },
    },
    async (request) =>
      saveRegister(
        app.db,
        await teacherMarker(app.db, sessionUserId(request)),
        request.params.slotId,
        request.params.on,
        request.body,
        auditContext(request),
      ),
  );
  await app.register(teacherTimetableRoutes);
  // Exams of the teacher's courses (decision 067): another course's exam is 404, as none is.
  app.get(
    '/api/teacher/exams',
    { schema: { response: { 200: teacherExamsSchema } } },
    async (request) => myExams(app.db, sessionUserId(request)),
  );

  app.get(
    '/api/teacher/exams/:id/marks',
    { schema: { params: idParams, response: { 200: marksGridSchema } } },
    async (request) => myMarksGrid(app.db, sessionUserId(request), request.params.id),
  );

  app.put(
    '/api/teacher/exams/:id/marks',
    { schema: { params: idParams, body: marksInputSchema, response: { 200: marksGridSchema } } },
    async (request) => {
      const user = sessionUser(request);
      return saveMyMarks(app.db, user.id, request.params.id, request.body.marks, {
        userId: user.id,
        role: 'teacher',
        username: user.username,
        ip: request.ip,
        method: request.method,
        route: request.routeOptions.url ?? '',
        requestId: String(request.id),
      });
    },
  );

  app.post(
    '/api/teacher/exams/:id/publish',
    { schema: { params: idParams, body: publishExamSchema, response: { 200: examSchema } } },
    async (request) =>
      publishMyExam(app.db, sessionUserId(request), request.params.id, request.body ?? {}),
  );
};
