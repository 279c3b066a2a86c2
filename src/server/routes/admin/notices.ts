import type { FastifyInstance } from 'fastify';

/** Notices admin calls. */
export async function noticesRoutes(_app: FastifyInstance) {}
