import type { FastifyInstance } from 'fastify';

/** Public calls: catalogue, contact, robots.txt, sitemap.xml. */
export async function publicRoutes(_app: FastifyInstance) {}
