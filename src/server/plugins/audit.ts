import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ActivityAction } from '#shared/activity.ts';
import { countAgain, recordAudit } from '../data/audit-log';
import { networkOf } from '../lib/hash-turns';
import { auditSubject } from '../data/audit-subjects';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The roles whose changes are audited: the office's, and a teacher's (marks, issue 21.1). */
const changers = new Set(['admin', 'teacher']);
const logins = new Set(['/auth/login', '/auth/student/login']);
const passwordRoute = '/api/account/password';

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

const selfAudited = new WeakSet<FastifyRequest>();
/** The route writes its own audit line in its transaction (attendance): none is added here. */
export const markSelfAudited = (request: FastifyRequest) => selfAudited.add(request);

const failedChanges = new WeakSet<FastifyRequest>();
/** The route marks a change of password refused for a wrong current password (audited). */
export const markFailedChange = (request: FastifyRequest) => failedChanges.add(request);

/**
 * Anonymous refusals (403 such as cross-site POSTs, 429 logins) of one network in one minute
 * share a row, whose `count` grows: a flood costs one insert a minute, not one a request.
 * Kept per process (N instances write at most N rows a minute for one address).
 */
class Folds {
  private minute = -1;
  private readonly rows = new Map<string, Promise<number | undefined>>();

  /** The row to count this refusal in, or undefined when it is the first (insert one). */
  take(key: string, now: number): Promise<number | undefined> | undefined {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.rows.clear();
    }
    return this.rows.get(key);
  }

  set(key: string, id: Promise<number | undefined>) {
    // A bound on memory: a flood from many addresses starts over rather than grow without end.
    if (this.rows.size > 10_000) this.rows.clear();
    this.rows.set(key, id);
  }
}

/**
 * The audit log (docs/decisions/029): every login, every 403, every failed change of password
 * and every admin change, written after the reply is sent. Anonymous refusals are folded per
 * network, route and minute (issue 26 M4); rows older than AUDIT_RETENTION_DAYS are deleted by
 * the housekeeping job. A failure to write is logged, never answered.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  // Who or what an admin's change is made to, named before the change runs (a deleted record is
  // still named). Kept per request here, not on the request object.
  const subjects = new WeakMap<FastifyRequest, string>();
  const folds = new Folds();
  app.addHook('preHandler', async (request) => {
    if (!changers.has(request.user?.role ?? '') || safeMethods.has(request.method)) return;
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
    if (selfAudited.has(request) && status < 400) return;
    let action: ActivityAction | undefined;
    if (logins.has(route)) action = loginAction(status);
    else if (status === 403) action = 'forbidden';
    else if (failedChanges.has(request) || (route === passwordRoute && status === 429)) {
      action = 'password.failure';
    } else if (route === '/auth/logout' && request.user) action = 'logout';
    else if (
      changers.has(request.user?.role ?? '') &&
      !safeMethods.has(request.method) &&
      status < 400
    ) {
      action = 'admin.change';
    }
    if (!action) return;
    const user = request.user;
    const anonymousRefusal = !user && (status === 403 || status === 429);
    const foldKey = `${action}|${route}|${networkOf(request.ip)}`;
    try {
      if (anonymousRefusal) {
        const folded = folds.take(foldKey, Date.now());
        if (folded) {
          const id = await folded;
          if (id !== undefined) return await countAgain(app.db, id);
        }
      }
      const inserted = recordAudit(app.db, {
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
      if (anonymousRefusal)
        folds.set(
          foldKey,
          inserted.catch(() => undefined),
        );
      await inserted;
    } catch (err) {
      request.log.warn({ err }, 'audit log write failed');
    }
  });
});
