import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginSchema,
  authReplySchema,
  messages,
  studentLoginSchema,
  type SessionUser,
} from '../../../shared/auth';
import type { Role } from '../../../shared/roles';
import { createSession, deleteSession, type SessionPolicy } from '../../data/sessions';
import { findUserByUsername } from '../../data/users';
import { appError } from '../../lib/app-error';
import { WindowLimiter } from '../../lib/limiter';
import { dummyHash, verifyPassword } from '../../lib/password';
import { noContent } from '../../lib/route-schemas';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';

export type LoginLimits = {
  /** Failed attempts allowed from one IP address per window. */
  perIp: number;
  /** Failed attempts allowed against one account per window. */
  perAccount: number;
  windowMs: number;
};

export const defaultLoginLimits: LoginLimits = {
  perIp: 30,
  perAccount: 5,
  windowMs: 15 * 60 * 1000,
};

const loggedIn = { 200: authReplySchema };

/** Login (admin and student), current user and logout. */
export const authRoutes: FastifyPluginAsyncZod<{
  limits: LoginLimits;
  policy: SessionPolicy;
}> = async (app, opts) => {
  const byIp = new WindowLimiter(opts.limits.perIp, opts.limits.windowMs);
  const byAccount = new WindowLimiter(opts.limits.perAccount, opts.limits.windowMs);

  async function logIn(
    request: FastifyRequest,
    role: Role,
    username: string,
    password: string,
  ): Promise<SessionUser | undefined> {
    const accountKey = `${role}:${username.toLowerCase()}`;
    if (byIp.blocked(request.ip) || byAccount.blocked(accountKey)) {
      throw appError('RATE_LIMITED', messages.tooManyAttempts);
    }
    const user = await findUserByUsername(app.db, username, role);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !ok) {
      byIp.hit(request.ip);
      byAccount.hit(accountKey);
      request.log.info({ role, username }, 'login failed');
      return undefined;
    }
    byAccount.reset(accountKey);
    return { id: user.id, username: user.username, role: user.role, name: user.displayName };
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
    // A new token at every login; an older session of this browser ends.
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    const { token, expiresAt } = await createSession(app.db, user.id, opts.policy);
    setSessionCookie(request, reply, token, expiresAt);
    return { user };
  }

  app.post(
    '/auth/login',
    { schema: { body: adminLoginSchema, response: loggedIn } },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await logIn(request, 'admin', username, password);
      if (!user) throw appError('INVALID_CREDENTIALS', messages.invalidCredentials);
      return startSession(request, reply, user);
    },
  );

  app.post(
    '/auth/student/login',
    // The student login tells every failure, empty fields too, with one inline message (401).
    { schema: { body: studentLoginSchema, response: loggedIn }, attachValidation: true },
    async (request, reply) => {
      const invalid = appError('INVALID_CREDENTIALS', messages.invalidStudent);
      if (request.validationError) throw invalid;
      const { studentId, password } = request.body;
      const user = await logIn(request, 'student', studentId, password);
      if (!user) throw invalid;
      return startSession(request, reply, user);
    },
  );

  app.get(
    '/auth/me',
    { schema: { response: { 200: authReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user };
    },
  );

  app.post('/auth/logout', { schema: { response: { 204: noContent } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });
};
