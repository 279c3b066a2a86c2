import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  forgotPasswordSchema,
  messageReplySchema,
  passwordResetInfoSchema,
  resetPasswordSchema,
} from '#shared/account.ts';
import { resetPasswordWithToken } from '#server/data/accounts.ts';
import { passwordResetRequest } from '#server/jobs/password-reset.ts';
import { appError } from '#server/lib/app-error.ts';
import { Limiter } from '#server/lib/limiter.ts';
import { noContent } from '#server/lib/route-schemas.ts';

export type ResetLimits = { perIp: number; perAccount: number; windowMs: number };
const defaultResetLimits: ResetLimits = {
  perIp: 10,
  perAccount: 3,
  windowMs: 15 * 60 * 1000,
};

/**
 * "Forgot password?": a student asks for a link by student ID or e-mail; with SMTP_URL set a
 * single-use link valid for 30 minutes is e-mailed (through the outbox). The reply never tells
 * whether the account exists, in its words or its time: the limits are counted in the shared
 * store (database or Redis, so a restart or a second instance changes nothing), the request is
 * handed to a job (jobs/password-reset.ts), and the reply goes out; the account is looked up
 * behind it. The link's page sets a new password, which ends every session of the user.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ limits?: Partial<ResetLimits> }> = async (
  app,
  opts,
) => {
  const limits = { ...defaultResetLimits, ...opts.limits };
  const byIp = new Limiter(app.limiterStore, 'reset-ip', limits.perIp, limits.windowMs);
  const byAccount = new Limiter(
    app.limiterStore,
    'reset-account',
    limits.perAccount,
    limits.windowMs,
  );
  const byEmail = () => app.channels.has('email');

  app.get(
    '/auth/password-reset',
    { schema: { response: { 200: passwordResetInfoSchema } } },
    async () => ({ byEmail: byEmail() }),
  );

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 202: messageReplySchema } } },
    async (request, reply) => {
      if (!byEmail()) throw appError('UNAVAILABLE', accountMessages.resetUnavailable);
      const key = request.body.identifier.trim().toLowerCase();
      if (!(await byIp.take(request.ip)).ok || !(await byAccount.take(key)).ok) {
        throw appError('RATE_LIMITED');
      }
      await app.jobs.send(
        passwordResetRequest,
        { identifier: key },
        { key: `password-reset:${request.id}` },
      );
      return reply.status(202).send({ message: accountMessages.resetSent });
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordSchema, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await byIp.take(request.ip)).ok) throw appError('RATE_LIMITED');
      await resetPasswordWithToken(app.db, request.body.token, request.body.newPassword);
      return reply.status(204).send();
    },
  );
};
