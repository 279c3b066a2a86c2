import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authReplySchema } from '#shared/auth.ts';
import { firstPasswordSchema, passwordMessages } from '#shared/passwords.ts';
import {
  findPasswordHash,
  isPasswordChangeRequired,
  setOwnPassword,
} from '#server/data/password-changes.ts';
import { createSession, type SessionPolicy } from '#server/data/sessions.ts';
import { appError, fieldError } from '#server/lib/app-error.ts';
import { Limiter } from '#server/lib/limiter.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import { assertUncommonPassword } from '#server/lib/password-policy.ts';
import { requireRole, sessionUser, setSessionCookie } from '#server/plugins/session.ts';
import { removeFirstAdminPasswordFile } from '#server/seed/first-admin.ts';

/**
 * `POST /api/account/first-password`: the forced change of a generated password (the first
 * admin's). Only for a user who must change theirs; the general "change password" of the
 * profile menu is another call. Every session ends and a new one starts.
 */
export const firstPasswordRoutes: FastifyPluginAsyncZod<{ policy: SessionPolicy }> = async (
  app,
  opts,
) => {
  const tries = new Limiter(app.limiterStore, 'first-password', 10, 15 * 60 * 1000);

  app.post(
    '/api/account/first-password',
    {
      onRequest: requireRole('any'),
      schema: { body: firstPasswordSchema, response: { 200: authReplySchema } },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      if (!(await isPasswordChangeRequired(app.db, user.id))) {
        throw appError('CONFLICT', 'No password change is pending.');
      }
      if (!(await tries.take(String(user.id))).ok) throw appError('RATE_LIMITED');
      const { currentPassword, newPassword } = request.body;
      const stored = await findPasswordHash(app.db, user.id);
      if (!stored || !(await verifyPassword(currentPassword, stored))) {
        throw fieldError('INVALID_CREDENTIALS', 'currentPassword', passwordMessages.wrongCurrent);
      }
      if (newPassword === currentPassword) {
        throw fieldError('VALIDATION_FAILED', 'newPassword', passwordMessages.sameAsOld);
      }
      assertUncommonPassword(newPassword, 'newPassword');
      await setOwnPassword(app.db, user.id, await hashPassword(newPassword));
      await tries.reset(String(user.id));
      // The first admin's password file goes; an imported student has none.
      if (user.role === 'admin') await removeFirstAdminPasswordFile(app.config.dataDir, app.log);
      const { token, expiresAt } = await createSession(app.db, user.id, opts.policy);
      setSessionCookie(request, reply, token, expiresAt);
      reply.header('cache-control', 'no-store');
      request.log.info({ userId: user.id }, 'generated password replaced');
      return { user };
    },
  );
};
