import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileReplySchema } from '#shared/auth.ts';
import { teacherBatchReplySchema, teacherBatchesReplySchema } from '#shared/teacher-portal.ts';
import { myBatch, myBatches } from '#server/data/teacher-accounts.ts';
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
  await app.register(teacherTimetableRoutes);
};
