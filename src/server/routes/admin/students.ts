import type { FastifyInstance } from 'fastify';

/** Students, registrations and admissions admin calls. */
export async function studentsRoutes(_app: FastifyInstance) {}
