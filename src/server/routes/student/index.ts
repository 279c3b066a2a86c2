import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../plugins/session';

/** Every student-portal call: the guard is registered once here and covers the whole area. */
export async function studentRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireRole('student'));

  app.get('/api/student/profile', async (request) => ({ user: request.user }));
}
