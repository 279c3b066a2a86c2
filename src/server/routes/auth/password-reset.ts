import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  forgotPasswordSchema,
  messageReplySchema,
  passwordResetInfoSchema,
  resetPasswordSchema,
} from '#shared/account.ts';
import {
  createResetToken,
  findResettableStudent,
  resetPasswordWithToken,
} from '#server/data/accounts.ts';
import { findUserLanguage } from '#server/data/users.ts';
import { appError } from '#server/lib/app-error.ts';
import { WindowLimiter } from '#server/lib/limiter.ts';
import { resetPagePath } from '#server/lib/mail-text.ts';
import { createResetMailer } from '#server/lib/reset-mail.ts';
import { noContent } from '#server/lib/route-schemas.ts';

export type ResetLimits = { perIp: number; perAccount: number; windowMs: number };
export const defaultResetLimits: ResetLimits = {
  perIp: 10,
  perAccount: 3,
  windowMs: 15 * 60 * 1000,
};

/**
 * "Forgot password?": a student asks for a link by student ID or e-mail; with SMTP_URL set a
 * single-use link valid for 30 minutes is e-mailed. The reply never tells whether the account
 * exists. The link's page sets a new password, which ends every session of the user.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ limits?: Partial<ResetLimits> }> = async (
  app,
  opts,
) => {
  const limits = { ...defaultResetLimits, ...opts.limits };
  const byIp = new WindowLimiter(limits.perIp, limits.windowMs);
  const byAccount = new WindowLimiter(limits.perAccount, limits.windowMs);
  const { config } = app;
  const mailer = createResetMailer(
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? config.contactEmailTo ?? 'no-reply@localhost',
    },
    app.log,
  );
  if (mailer) {
    app.addHook('onClose', async () => {
      await mailer.flush();
      mailer.close();
    });
  }
  const base = config.publicUrl ?? `http://localhost:${config.port}`;

  app.get(
    '/auth/password-reset',
    { schema: { response: { 200: passwordResetInfoSchema } } },
    async () => ({ byEmail: mailer !== null }),
  );

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 202: messageReplySchema } } },
    async (request, reply) => {
      if (!mailer) throw appError('UNAVAILABLE', accountMessages.resetUnavailable);
      const key = request.body.identifier.toLowerCase();
      if (!byIp.hit(request.ip) || !byAccount.hit(key)) {
        throw appError('RATE_LIMITED');
      }
      const student = await findResettableStudent(app.db, key);
      if (student) {
        const token = await createResetToken(app.db, student.userId);
        // In the student's language when they chose one; the link opens the page in it too.
        const language = await findUserLanguage(app.db, student.userId);
        mailer.sendResetLink(
          { name: student.name, address: student.email },
          `${base}${resetPagePath(language)}#token=${token}`,
          language,
        );
      } else {
        request.log.info('password reset asked for an unknown account');
      }
      return reply.status(202).send({ message: accountMessages.resetSent });
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordSchema, response: { 204: noContent } } },
    async (request, reply) => {
      if (!byIp.hit(request.ip)) throw appError('RATE_LIMITED');
      await resetPasswordWithToken(app.db, request.body.token, request.body.newPassword);
      return reply.status(204).send();
    },
  );
};
