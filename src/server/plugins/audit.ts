import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ActivityAction } from '#shared/activity.ts';
import { recordAudit } from '../data/audit-log';
import { auditSubject } from '../data/audit-subjects';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const logins = new Set(['/auth/login', '/auth/student/login']);

function loginAction(status: number): ActivityAction | undefined {
  if (status === 200) return 'login.success';
  if (status === 401) return 'login.failure';
  if (status === 429) return 'login.blocked';
  return undefined;
}

/** The name typed at a login (never the password), cut to 64 characters. */
function typedName(request: FastifyRequest): string {
  const body = request.body as { username?: unknown; studentId?: unknown } | undefined;
  const name = body?.username ?? body?.studentId;
  return typeof name === 'string' ? name.trim().slice(0, 64) : '';
}

/** Path parameters only (ids, slugs): never a body, query, cookie or header. */
function targetOf(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return Object.entries(params)
    .map(([k, v]) => `${k}=${String(v).slice(0, 100)}`)
    .join(' ');
}

/**
 * The audit log (docs/decisions/029): every login, every 403 and every admin change, written
 * after the reply is sent. A failure to write is logged, never answered.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  // Who or what an admin's change is made to, named before the change runs (a deleted record is
  // still named). Kept per request here, not on the request object.
  const subjects = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request) => {
    if (request.user?.role !== 'admin' || safeMethods.has(request.method)) return;
    const route = request.routeOptions.url ?? '';
    try {
      const params = (request.params ?? {}) as Record<string, unknown>;
      subjects.set(request, await auditSubject(app.db, route, params, request.body));
    } catch (err) {
      request.log.warn({ err }, 'audit subject lookup failed');
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    const status = reply.statusCode;
    let action: ActivityAction | undefined;
    if (logins.has(route)) action = loginAction(status);
    else if (status === 403) action = 'forbidden';
    else if (route === '/auth/logout' && request.user) action = 'logout';
    else if (request.user?.role === 'admin' && !safeMethods.has(request.method) && status < 400) {
      action = 'admin.change';
    }
    if (!action) return;
    const user = request.user;
    try {
      await recordAudit(app.db, {
        action,
        userId: user?.id ?? null,
        username: user?.username ?? typedName(request),
        role:
          user?.role ??
          (route === '/auth/login' ? 'admin' : route === '/auth/student/login' ? 'student' : ''),
        ip: request.ip,
        method: request.method,
        route,
        target: targetOf(request),
        subject: subjects.get(request) ?? '',
        status,
        requestId: String(request.id),
      });
    } catch (err) {
      request.log.warn({ err }, 'audit log write failed');
    }
  });
});
