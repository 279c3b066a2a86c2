import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoreHistorySchema } from '#shared/charts.ts';
import { scoreHistory } from '#server/data/charts.ts';
import { sessionUserId } from '#server/plugins/session.ts';

/** The student portal's chart (issue 21.5, decision 066): the session student's own scores. */
export const chartsStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/student/mock-tests/scores',
    { schema: { response: { 200: scoreHistorySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return scoreHistory(app.db, sessionUserId(request));
    },
  );
};
