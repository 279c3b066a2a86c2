import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema, unhealthyReplySchema } from '#shared/replies.ts';

/** A database check is reused this long, so a busy load balancer costs one ping a second. */
const healthFreshMs = 1000;
const pingTimeoutMs = 2000;

/** `GET /healthz`: 200 while the server and its database answer, 503 when the database does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let last: { at: number; ok: boolean } | null = null;
  let running: Promise<boolean> | null = null;

  /** Pings the database at most once per healthFreshMs; concurrent checks share one ping. */
  const databaseUp = (): Promise<boolean> => {
    if (last && Date.now() - last.at < healthFreshMs) return Promise.resolve(last.ok);
    running ??= Promise.race([
      app.database.ping(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), pingTimeoutMs).unref(),
      ),
    ])
      .then(
        () => true,
        (err: unknown) => {
          app.log.error({ err }, 'health check: database unreachable');
          return false;
        },
      )
      .then((ok) => {
        last = { at: Date.now(), ok };
        running = null;
        return ok;
      });
    return running;
  };

  app.get(
    '/healthz',
    { schema: { response: { 200: healthReplySchema, 503: unhealthyReplySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await databaseUp()) return { status: 'ok' as const, database: app.database.kind };
      return reply.status(503).send({
        status: 'unavailable',
        code: 'UNAVAILABLE',
        message: 'Database unreachable.',
      });
    },
  );
};
