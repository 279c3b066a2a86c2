import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { notices } from '../../db/schema';
import { requireRole } from '../../plugins/session';
import { accountNoticesRoutes } from './notices';

/** Calls for anyone logged in, admin or student. */
export async function accountRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireRole('any'));

  app.get('/api/notices/count', async () => {
    const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(notices);
    return { count: row?.count ?? 0 };
  });

  await app.register(accountNoticesRoutes);
}
