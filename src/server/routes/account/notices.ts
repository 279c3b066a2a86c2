import type { FastifyInstance } from 'fastify';
import { listNotices } from '../../data/notices';

/** Notices anyone logged in may read; registered inside the account area, behind its guard. */
export async function accountNoticesRoutes(app: FastifyInstance) {
  app.get('/api/notices', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listNotices(app.db);
  });
}
