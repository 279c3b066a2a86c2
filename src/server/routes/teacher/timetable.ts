import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weekFromQuerySchema, weekReplySchema } from '#shared/timetable-views.ts';
import { teacherWeek } from '#server/data/timetable-views.ts';
import { sessionUserId } from '#server/plugins/session.ts';

/** "My timetable" (issue 21.3): the week of the classes the session's teacher teaches. */
export const teacherTimetableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teacher/timetable',
    { schema: { querystring: weekFromQuerySchema, response: { 200: weekReplySchema } } },
    async (request) => teacherWeek(app.db, sessionUserId(request), request.query.from),
  );
};
