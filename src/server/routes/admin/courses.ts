import type { FastifyInstance } from 'fastify';

/** Courses (Library) admin calls. */
export async function coursesRoutes(_app: FastifyInstance) {}
