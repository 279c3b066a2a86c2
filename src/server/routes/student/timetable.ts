import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weekFromQuerySchema, weekReplySchema } from '#shared/timetable-views.ts';
import { studentWeek } from '#server/data/timetable-views.ts';
import { sessionUserId } from '#server/plugins/session.ts';

/** The student's timetable (issue 21.3): the week of the batches they are in. */
export const studentTimetableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/student/timetable',
    { schema: { querystring: weekFromQuerySchema, response: { 200: weekReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return studentWeek(app.db, sessionUserId(request), request.query.from);
    },
  );
};
