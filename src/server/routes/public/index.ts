import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue';
import { contactRoutes } from './contact';
import { seoRoutes } from './seo';

/** Public calls: catalogue, contact, robots.txt, sitemap.xml. No session needed. */
export async function publicRoutes(app: FastifyInstance) {
  await app.register(catalogueRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes);
}
