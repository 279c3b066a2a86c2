import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '#shared/api-paths.ts';
import type { Role } from '#shared/roles.ts';
import { findSessionUser, type SessionPolicy } from '../data/sessions';
import { appError } from '../lib/app-error';

const sessionCookie = 'academy_session';

/** What a user who must first change their password may still call. */
const beforePasswordChange = new Set([
  '/auth/me',
  '/auth/logout',
  '/auth/login',
  '/auth/student/login',
  '/auth/teacher/login',
  '/api/account/first-password',
]);

/** Reads the session cookie on every request into `request.user` (null when absent or expired). */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { policy: SessionPolicy }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('mustChangePassword', false);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[sessionCookie];
    if (!token || token.length > 100) return;
    const user = await findSessionUser(app.db, token, opts.policy);
    if (user) {
      const { mustChangePassword, ...sessionUser } = user;
      request.user = sessionUser;
      request.sessionToken = token;
      request.mustChangePassword = mustChangePassword;
      // A generated password is changed before anything else: every other call answers 403.
      const pathname = request.url.split('?')[0] ?? '/';
      if (mustChangePassword && isApiPath(pathname) && !beforePasswordChange.has(pathname)) {
        throw appError('PASSWORD_CHANGE_REQUIRED');
      }
    }
  });
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** The session's user, the type narrowed; 401 when the request has none. */
export function sessionUser(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw appError('UNAUTHENTICATED');
  return request.user;
}

/** The session's user's id: the one way routes read who is asking. 401 without a session. */
export function sessionUserId(request: FastifyRequest): number {
  return sessionUser(request).id;
}

/** An onRequest hook for a route area: 401 without a session, 403 for another role. */
export function requireRole(role: Role | 'any') {
  return async (request: FastifyRequest) => {
    if (!request.user) throw appError('UNAUTHENTICATED');
    if (role !== 'any' && request.user.role !== role) {
      throw appError('FORBIDDEN');
    }
  };
}
