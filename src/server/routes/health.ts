import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema, unhealthyReplySchema } from '../../shared/replies';

/** `GET /healthz`: 200 while the server and its database answer, 503 when the database does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { response: { 200: healthReplySchema, 503: unhealthyReplySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
        ]);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({
          status: 'unavailable',
          code: 'UNAVAILABLE',
          message: 'Database unreachable.',
        });
      }
    },
  );
};
