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
import { createSession, type SessionPolicy } from '#server/data/sessions.ts';
import { AppError, appError } from '#server/lib/app-error.ts';
import { oneHashAtATime } from '#server/lib/hash-turns.ts';
import { Limiter } from '#server/lib/limiter.ts';
import { markFailedChange } from '#server/plugins/audit.ts';
import { noContent } from '#server/lib/route-schemas.ts';
import {
  requireRole,
  sessionUser,
  sessionUserId,
  setSessionCookie,
} from '#server/plugins/session.ts';

/** Tries of the current password per user (as the first-password form: 10 per 15 minutes). */
const passwordChangeLimits = { perUser: 10, windowMs: 15 * 60 * 1000 };

/** Calls for anyone logged in, admin or student. */
export const accountRoutes: FastifyPluginAsyncZod<{ policy: SessionPolicy }> = async (
  app,
  opts,
) => {
  app.addHook('onRequest', requireRole('any'));
  // Checks of the current password per user, counted before the check in one atomic step in
  // the shared store: a parallel burst checks at most the limit (issue 26 M2).
  const changes = new Limiter(
    app.limiterStore,
    'password-change',
    passwordChangeLimits.perUser,
    passwordChangeLimits.windowMs,
  );

  // The bell: the notices this user may see and has not opened (issue 27.17).
  app.get(
    '/api/notices/count',
    { schema: { response: { 200: noticeCountSchema } } },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { count: await countUnreadNotices(app.db, user) };
    },
  );

  // The notices this user may see: an admin every one, a student those for everyone and for the
  // courses they are enrolled in. Reading them marks nothing: the board says so with a PUT.
  app.get(
    '/api/notices',
    { schema: { response: { 200: z.array(noticeSchema) } } },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return listNotices(app.db, user);
    },
  );

  // The notices the board has just shown: opened, so the bell stops counting them.
  app.put(
    '/api/notices/read',
    { schema: { body: noticeReadSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await markNoticesRead(app.db, sessionUser(request), request.body.ids);
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

  // Change password (Settings, both dashboards): ends every session of the user and gives this
  // browser a new one (a stolen copy of the old cookie dies with the change).
  app.post(
    '/api/account/password',
    { schema: { body: changePasswordSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const userId = sessionUserId(request);
      if (!request.sessionToken) throw appError('UNAUTHENTICATED');
      const { currentPassword, newPassword } = request.body;
      if (!(await changes.take(String(userId))).ok) throw appError('RATE_LIMITED');
      try {
        // One hash in flight per user: a burst queues nothing behind the logins.
        await oneHashAtATime(app.limiterStore, `user:${userId}`, () =>
          changePassword(app.db, userId, currentPassword, newPassword),
        );
      } catch (err) {
        if (err instanceof AppError && err.code === 'WRONG_PASSWORD') markFailedChange(request);
        // Refused before the current password was checked: the try does not count.
        if (err instanceof AppError && err.code === 'BUSY') await changes.refund(String(userId));
        throw err;
      }
      const { token, expiresAt } = await createSession(app.db, userId, opts.policy);
      setSessionCookie(request, reply, token, expiresAt);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    },
  );

  // The interface language (the switch in both dashboards and the public header): remembered
  // with the user, so a login on another device starts in it.
  app.put(
    '/api/account/language',
    { schema: { body: languageBodySchema, response: { 204: noContent } } },
    async (request, reply) => {
      await setUserLanguage(app.db, sessionUserId(request), request.body.language);
      return reply.status(204).send();
    },
  );
};
