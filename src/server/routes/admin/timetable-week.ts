import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelClassSchema,
  classParamsSchema,
  classReplySchema,
  weekQuerySchema,
  weekReplySchema,
} from '#shared/timetable-views.ts';
import { adminWeek, cancelClass, restoreClass } from '#server/data/timetable-views.ts';

/**
 * The admin's week of the timetable (issue 21.3, decision 063), and calling one class off with a
 * reason or restoring it. The slots and holidays themselves are edited elsewhere.
 */
export const timetableWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/timetable/week',
    { schema: { querystring: weekQuerySchema, response: { 200: weekReplySchema } } },
    async (request) => adminWeek(app.db, request.query),
  );

  app.post(
    '/api/classes/:slotId/:on/cancellation',
    {
      schema: {
        params: classParamsSchema,
        body: cancelClassSchema,
        response: { 200: classReplySchema },
      },
    },
    async (request) => {
      const { slotId, on } = request.params;
      return cancelClass(app.db, slotId, on, request.body.reason);
    },
  );

  app.delete(
    '/api/classes/:slotId/:on/cancellation',
    { schema: { params: classParamsSchema, response: { 200: classReplySchema } } },
    async (request) => restoreClass(app.db, request.params.slotId, request.params.on),
  );
};
