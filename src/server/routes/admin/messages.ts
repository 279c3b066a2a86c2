import type { FastifyInstance } from 'fastify';

/** Contact messages inbox admin calls. */
export async function messagesRoutes(_app: FastifyInstance) {}
