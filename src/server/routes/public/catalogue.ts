import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueCourseReplySchema,
  catalogueQuerySchema,
  catalogueReplySchema,
} from '#shared/catalogue-schema.ts';
import { courseMessages } from '#shared/courses.ts';
import { appError } from '#server/lib/app-error.ts';
import { cachedReply, sendCached } from '#server/lib/public-cache.ts';
import { publicCatalogue } from './public-catalogue';

const slugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,100}$/i, courseMessages.notFound),
});

const json = 'application/json; charset=utf-8';
// Browsers revalidate every time (the admin may have changed it) and get a 304 when unchanged.
const revalidate = 'no-cache';

/**
 * The course catalogue the public pages refresh from, in the page's language (`?lang=pa`),
 * answered from memory (lib/public-cache.ts) until the admin changes a course.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalogue',
    { schema: { querystring: catalogueQuerySchema, response: { 200: catalogueReplySchema } } },
    async (request, reply) => {
      const { lang } = request.query;
      const entry = await app.publicCache.get(`reply:catalogue:${lang}`, async () => {
        const { categories } = (await publicCatalogue(app)).view(lang);
        const body = catalogueReplySchema.parse({ categories });
        return cachedReply(JSON.stringify(body), json, revalidate);
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/api/catalogue/:slug',
    {
      schema: {
        params: slugParams,
        querystring: catalogueQuerySchema,
        response: { 200: catalogueCourseReplySchema },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      const { lang } = request.query;
      const { bySlug } = (await publicCatalogue(app)).view(lang);
      const course = bySlug.get(slug);
      if (!course) throw appError('NOT_FOUND', courseMessages.notFound);
      const entry = await app.publicCache.get(`reply:course:${lang}:${slug}`, async () => {
        const body = catalogueCourseReplySchema.parse({ course });
        return cachedReply(JSON.stringify(body), json, revalidate);
      });
      return sendCached(request, reply, entry);
    },
  );
};
