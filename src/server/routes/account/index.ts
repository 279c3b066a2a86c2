import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeCountSchema, noticeSchema } from '../../../shared/notices';
import { countNotices, listNotices } from '../../data/notices';
import { requireRole } from '../../plugins/session';

/** Calls for anyone logged in, admin or student. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('any'));

  app.get('/api/notices/count', { schema: { response: { 200: noticeCountSchema } } }, async () => ({
    count: await countNotices(app.db),
  }));

  app.get(
    '/api/notices',
    { schema: { response: { 200: z.array(noticeSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotices(app.db);
    },
  );
};
