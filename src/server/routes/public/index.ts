import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue';
import { contactRoutes } from './contact';
import { seoRoutes } from './seo';

/** Public calls: catalogue, contact, robots.txt, sitemap.xml. No session needed. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes);
};
