import type { FastifyInstance } from 'fastify';

/** Uploaded files served from DATA_DIR/uploads. */
export async function uploadsRoutes(_app: FastifyInstance) {}
