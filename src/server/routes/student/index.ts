import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileReplySchema } from '../../../shared/auth';
import { appError } from '../../lib/app-error';
import { requireRole } from '../../plugins/session';

/** Every student-portal call: the guard is registered once here and covers the whole area. */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('student'));

  app.get(
    '/api/student/profile',
    { schema: { response: { 200: profileReplySchema } } },
    async (request) => {
      if (!request.user) throw appError('UNAUTHENTICATED');
      return { user: request.user };
    },
  );
};
