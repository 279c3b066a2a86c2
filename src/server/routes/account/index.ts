import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeCountSchema, noticeSchema } from '#shared/notices.ts';
import {
  changePasswordSchema,
  contentLanguageQuerySchema,
  courseNameSchema,
} from '#shared/account.ts';
import { languageBodySchema } from '#shared/auth.ts';
import { changePassword } from '#server/data/accounts.ts';
import { courseNamesIn } from '#server/data/course-translations.ts';
import { countNotices, listNotices } from '#server/data/notices.ts';
import { setUserLanguage } from '#server/data/users.ts';
import { appError } from '#server/lib/app-error.ts';
import { noContent } from '#server/lib/route-schemas.ts';
import { requireRole } from '#server/plugins/session.ts';

/** Calls for anyone logged in, admin or student. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('any'));

  app.get('/api/notices/count', { schema: { response: { 200: noticeCountSchema } } }, async () => ({
    count: await countNotices(app.db),
  }));

  app.get(
    '/api/notices',
    { schema: { response: { 200: z.array(noticeSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotices(app.db);
    },
  );

  // Course names in the reader's language, for the screens whose replies name courses in English.
  app.get(
    '/api/course-names',
    {
      schema: {
        querystring: contentLanguageQuerySchema,
        response: { 200: z.array(courseNameSchema) },
      },
    },
    async (request) => courseNamesIn(app.db, request.query.lang),
  );

  // Change password (Settings, both dashboards): ends the user's other sessions, keeps this one.
  app.post(
    '/api/account/password',
    { schema: { body: changePasswordSchema, response: { 204: noContent } } },
    async (request, reply) => {
      if (!request.user || !request.sessionToken) throw appError('UNAUTHENTICATED');
      const { currentPassword, newPassword } = request.body;
      await changePassword(
        app.db,
        request.user.id,
        request.sessionToken,
        currentPassword,
        newPassword,
      );
      return reply.status(204).send();
    },
  );

  // The interface language (the switch in both dashboards and the public header): remembered
  // with the user, so a login on another device starts in it.
  app.put(
    '/api/account/language',
    { schema: { body: languageBodySchema, response: { 204: noContent } } },
    async (request, reply) => {
      if (!request.user) throw appError('UNAUTHENTICATED');
      await setUserLanguage(app.db, request.user.id, request.body.language);
      return reply.status(204).send();
    },
  );
};
