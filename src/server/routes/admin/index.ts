import type { FastifyInstance } from 'fastify';
import { adminSummary } from '../../data/summary';
import { requireRole } from '../../plugins/session';

/** Every admin call: the guard is registered once here and covers the whole area. */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireRole('admin'));

  app.get('/api/admin/summary', async () => adminSummary(app.db));
}
