import type { FastifyInstance } from 'fastify';
import { findCourseBySlug, listCatalogue } from '../../data/catalogue';
import { httpError } from '../../lib/http-error';

/** The course catalogue the public pages refresh from (the admin may have changed it). */
export async function catalogueRoutes(app: FastifyInstance) {
  app.get('/api/catalogue', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { categories: await listCatalogue(app.db) };
  });

  app.get<{ Params: { slug: string } }>('/api/catalogue/:slug', async (request, reply) => {
    const slug = request.params.slug;
    const course = /^[a-z0-9-]{1,100}$/i.test(slug) ? await findCourseBySlug(app.db, slug) : null;
    if (!course) throw httpError(404, 'Course not found.');
    reply.header('cache-control', 'no-cache');
    return { course };
  });
}
