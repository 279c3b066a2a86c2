import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginSchema,
  authReplySchema,
  messages,
  studentLoginSchema,
  type SessionUser,
} from '#shared/auth.ts';
import type { Role } from '#shared/roles.ts';
import { isPasswordChangeRequired } from '#server/data/password-changes.ts';
import { createSession, deleteSession, type SessionPolicy } from '#server/data/sessions.ts';
import { findUserByUsername, setPasswordHash } from '#server/data/users.ts';
import { AppError, appError } from '#server/lib/app-error.ts';
import { Limiter } from '#server/lib/limiter.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '#server/lib/password.ts';
import { noContent } from '#server/lib/route-schemas.ts';
import { clearSessionCookie, setSessionCookie } from '#server/plugins/session.ts';

export type LoginLimits = {
  /** Login attempts allowed from one IP address per window (all accounts together). */
  perIp: number;
  /**
   * Attempts allowed against one account from one address per window. Keyed on account AND
   * address, so a stranger elsewhere can never lock the real user out.
   */
  perAccount: number;
  windowMs: number;
};

export const defaultLoginLimits: LoginLimits = {
  perIp: 30,
  perAccount: 5,
  windowMs: 15 * 60 * 1000,
};

/** One bucket per account whatever the case, spaces, tabs or Unicode form it is typed in. */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

const loggedIn = { 200: authReplySchema };

/** Login (admin and student), current user and logout. */
export const authRoutes: FastifyPluginAsyncZod<{
  limits: LoginLimits;
  policy: SessionPolicy;
}> = async (app, opts) => {
  const { limits } = opts;
  const byIp = new Limiter(app.limiterStore, 'login-ip', limits.perIp, limits.windowMs);
  const byAccount = new Limiter(app.limiterStore, 'login', limits.perAccount, limits.windowMs);
  const rehashing = new Set<number>();

  async function logIn(
    request: FastifyRequest,
    role: Role,
    username: string,
    password: string,
  ): Promise<SessionUser | undefined> {
    const name = normaliseUsername(username);
    const accountKey = `${role}:${name}|${request.ip}`;
    // A slot is taken BEFORE the password is checked, in one atomic step per bucket, so requests
    // in flight at once each hold their own slot: a parallel burst checks at most the limit.
    if (!(await byIp.take(request.ip)).ok || !(await byAccount.take(accountKey)).ok) {
      // Never the typed name (it may be a password typed in the wrong field; issue 26, I5).
      request.log.info({ role }, 'login refused: too many attempts');
      throw appError('RATE_LIMITED', messages.tooManyAttempts);
    }
    const user = await findUserByUsername(app.db, name, role);
    let ok: boolean;
    try {
      ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()), {
        shed: true,
      });
    } catch (err) {
      // Refused before any password was checked (503 BUSY): the attempt does not count.
      if (err instanceof AppError && err.code === 'BUSY') {
        await byIp.refund(request.ip);
        await byAccount.refund(accountKey);
      }
      throw err;
    }
    if (!user || !ok) {
      request.log.info({ role, userId: user?.id ?? null }, 'login failed');
      return undefined;
    }
    // The right password gives its slots back.
    await byIp.refund(request.ip);
    await byAccount.reset(accountKey);
    if (needsRehash(user.passwordHash) && !rehashing.has(user.id)) {
      // One rehash per account however many of its logins are in flight together.
      rehashing.add(user.id);
      try {
        await setPasswordHash(app.db, user.id, await hashPassword(password));
      } finally {
        rehashing.delete(user.id);
      }
    }
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      name: user.displayName,
      ...(user.language ? { language: user.language } : {}),
    };
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
    // A new token at every login; an older session of this browser ends.
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    const { token, expiresAt } = await createSession(app.db, user.id, opts.policy);
    setSessionCookie(request, reply, token, expiresAt);
    reply.header('cache-control', 'no-store');
    request.user = user; // the audit log names who logged in
    if (await isPasswordChangeRequired(app.db, user.id)) return { user, mustChangePassword: true };
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
      if (request.mustChangePassword) return { user: request.user, mustChangePassword: true };
      return { user: request.user };
    },
  );

  app.post('/auth/logout', { schema: { response: { 204: noContent } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });
};
