import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeCountSchema, noticeReadSchema, noticeSchema } from '#shared/notices.ts';
import {
  changePasswordSchema,
  contentLanguageQuerySchema,
  courseNameSchema,
} from '#shared/account.ts';
import { languageBodySchema } from '#shared/auth.ts';
import { changePassword } from '#server/data/accounts.ts';
import { courseNamesIn } from '#server/data/course-translations.ts';
import { countUnreadNotices, listNotices, markNoticesRead } from '#server/data/notices.ts';
import { setUserLanguage } from '#server/data/users.ts';
import { appError } from '#server/lib/app-error.ts';
import { noContent } from '#server/lib/route-schemas.ts';
import { requireRole } from '#server/plugins/session.ts';

/** Calls for anyone logged in, admin or student. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('any'));

  // The bell: the notices this user may see and has not opened (issue 27.17).
  app.get(
    '/api/notices/count',
    { schema: { response: { 200: noticeCountSchema } } },
    async (request, reply) => {
      if (!request.user) throw appError('UNAUTHENTICATED');
      reply.header('cache-control', 'no-store');
      return { count: await countUnreadNotices(app.db, request.user) };
    },
  );

  // The notices this user may see: an admin every one, a student those for everyone and for the
  // courses they are enrolled in. Reading them marks nothing: the board says so with a PUT.
  app.get(
    '/api/notices',
    { schema: { response: { 200: z.array(noticeSchema) } } },
    async (request, reply) => {
      if (!request.user) throw appError('UNAUTHENTICATED');
      reply.header('cache-control', 'no-store');
      return listNotices(app.db, request.user);
    },
  );

  // The notices the board has just shown: opened, so the bell stops counting them.
  app.put(
    '/api/notices/read',
    { schema: { body: noticeReadSchema, response: { 204: noContent } } },
    async (request, reply) => {
      if (!request.user) throw appError('UNAUTHENTICATED');
      await markNoticesRead(app.db, request.user, request.body.ids);
      return reply.status(204).send();
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
