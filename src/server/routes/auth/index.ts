import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminLoginSchema,
  messages,
  studentLoginSchema,
  type SessionUser,
} from '../../../shared/auth';
import type { Role } from '../../../shared/roles';
import { createSession, deleteSession, type SessionPolicy } from '../../data/sessions';
import { findUserByUsername } from '../../data/users';
import { httpError } from '../../lib/http-error';
import { WindowLimiter } from '../../lib/limiter';
import { dummyHash, verifyPassword } from '../../lib/password';
import { parseWith } from '../../lib/validate';
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

/** Login (admin and student), current user and logout. */
export async function authRoutes(
  app: FastifyInstance,
  opts: { limits: LoginLimits; policy: SessionPolicy },
) {
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
      throw httpError(429, messages.tooManyAttempts);
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

  async function startSession(
    request: FastifyRequest,
    reply: Parameters<typeof setSessionCookie>[1],
    user: SessionUser,
  ) {
    // A new token at every login; an older session of this browser ends.
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    const { token, expiresAt } = await createSession(app.db, user.id, opts.policy);
    setSessionCookie(request, reply, token, expiresAt);
    return { user };
  }

  app.post('/auth/login', async (request, reply) => {
    const body = parseWith(adminLoginSchema, request.body);
    const user = await logIn(request, 'admin', body.username, body.password);
    if (!user) return reply.status(401).send({ message: messages.invalidCredentials });
    return startSession(request, reply, user);
  });

  app.post('/auth/student/login', async (request, reply) => {
    const parsed = studentLoginSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(401).send({ message: messages.invalidStudent });
    const user = await logIn(request, 'student', parsed.data.studentId, parsed.data.password);
    if (!user) return reply.status(401).send({ message: messages.invalidStudent });
    return startSession(request, reply, user);
  });

  app.get('/auth/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: request.user };
  });

  app.post('/auth/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });
}
