import type { FastifyInstance } from 'fastify';

/** Teachers admin calls. */
export async function teachersRoutes(_app: FastifyInstance) {}
