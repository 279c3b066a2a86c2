import type { FastifyInstance } from 'fastify';

/** Public online admission applications (/SignUp). */
export async function admissionsRoutes(_app: FastifyInstance) {}
