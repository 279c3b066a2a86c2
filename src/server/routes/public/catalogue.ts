import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueCourseReplySchema, catalogueReplySchema } from '../../../shared/catalogue-schema';
import { courseMessages } from '../../../shared/courses';
import { findCourseBySlug, listCatalogue } from '../../data/catalogue';

const slugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,100}$/i, courseMessages.notFound),
});

/** The course catalogue the public pages refresh from (the admin may have changed it). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalogue',
    { schema: { response: { 200: catalogueReplySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { categories: await listCatalogue(app.db) };
    },
  );

  app.get(
    '/api/catalogue/:slug',
    { schema: { params: slugParams, response: { 200: catalogueCourseReplySchema } } },
    async (request, reply) => {
      const course = await findCourseBySlug(app.db, request.params.slug);
      reply.header('cache-control', 'no-cache');
      return { course };
    },
  );
};
